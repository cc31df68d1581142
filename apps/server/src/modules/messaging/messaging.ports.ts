/** An e-mail to one recipient, plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsMessage {
  /** Digits only, with the country prefix (e.g. 905321234567). */
  to: string;
  text: string;
}

/** Ports: the services depend on these, configuration picks the adapter. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
