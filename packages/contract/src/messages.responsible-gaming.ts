// Player protection's API and rule messages, both languages (merged into messages.ts; the parity test covers them).
// Refusals name the limit and when it resets: {0} the limit, {1} what is left, {2} the reset time.
export const rgMessagesTr = {
  'e.rgLimit.deposit.day':
    'Günlük para yatırma limitiniz {0}. Bu dönemde en fazla {1} daha yatırabilirsiniz; limit {2} tarihinde yenilenir.',
  'rg.limit.deposit.day': 'Günlük para yatırma limiti',
  'e.rgLimit.deposit.week':
    'Haftalık para yatırma limitiniz {0}. Bu dönemde en fazla {1} daha yatırabilirsiniz; limit {2} tarihinde yenilenir.',
  'rg.limit.deposit.week': 'Haftalık para yatırma limiti',
  'e.rgLimit.deposit.month':
    'Aylık para yatırma limitiniz {0}. Bu dönemde en fazla {1} daha yatırabilirsiniz; limit {2} tarihinde yenilenir.',
  'rg.limit.deposit.month': 'Aylık para yatırma limiti',
  'e.rgLimit.loss.day':
    'Günlük kayıp limitiniz {0}. Bu dönemde en fazla {1} tutarında bahis yapabilirsiniz; limit {2} tarihinde yenilenir.',
  'rg.limit.loss.day': 'Günlük kayıp limiti',
  'e.rgLimit.loss.week':
    'Haftalık kayıp limitiniz {0}. Bu dönemde en fazla {1} tutarında bahis yapabilirsiniz; limit {2} tarihinde yenilenir.',
  'rg.limit.loss.week': 'Haftalık kayıp limiti',
  'e.rgLimit.loss.month':
    'Aylık kayıp limitiniz {0}. Bu dönemde en fazla {1} tutarında bahis yapabilirsiniz; limit {2} tarihinde yenilenir.',
  'rg.limit.loss.month': 'Aylık kayıp limiti',
  'e.rgLimit.wager.day':
    'Günlük bahis limitiniz {0}. Bu dönemde en fazla {1} daha bahis yapabilirsiniz; limit {2} tarihinde yenilenir.',
  'rg.limit.wager.day': 'Günlük bahis limiti',
  'e.rgLimit.wager.week':
    'Haftalık bahis limitiniz {0}. Bu dönemde en fazla {1} daha bahis yapabilirsiniz; limit {2} tarihinde yenilenir.',
  'rg.limit.wager.week': 'Haftalık bahis limiti',
  'e.rgLimit.wager.month':
    'Aylık bahis limitiniz {0}. Bu dönemde en fazla {1} daha bahis yapabilirsiniz; limit {2} tarihinde yenilenir.',
  'rg.limit.wager.month': 'Aylık bahis limiti',
  'rg.limit.session.session': 'Oturum süresi limiti',
  'e.rgSessionLimit':
    '{0} dakikalık oturum süresi limitinize ulaştınız. Yeniden oynamak için {1} dakika ara verin.',
  'e.rgRealityCheckDue': 'Oyun duraklatıldı: devam etmeden önce oturum özetinizi onaylayın.',
  'e.rgBlockedPlay':
    'Hesabınız {0} tarihine kadar oyuna kapalı. Para çekebilir ve geçmişinizi görebilirsiniz.',
  'e.rgBlockedPlayPermanent':
    'Hesabınız oyuna kalıcı olarak kapalı. Para çekebilir ve geçmişinizi görebilirsiniz.',
  'e.rgBlockedDeposit': 'Hesabınız {0} tarihine kadar para yatırmaya kapalı.',
  'e.rgBlockedDepositPermanent': 'Hesabınız para yatırmaya kalıcı olarak kapalı.',
  'e.rgBlockedBonus': 'Kendinizi oyundan uzaklaştırdığınız süre boyunca bonus alamazsınız.',
  'e.rgBlockLonger': 'Mevcut kısıtlamanız {0} tarihine kadar sürüyor; kısaltılamaz.',
  'e.rgBlockLongerPermanent': 'Mevcut kısıtlamanız süresiz; kısaltılamaz.',
  'e.rgBlockedChange': 'Hesabınız kısıtlıyken bu ayar değiştirilemez.',
  's.rgLimitSet': 'Limitiniz hemen yürürlüğe girdi.',
  's.rgLimitPending': 'Değişiklik 24 saatlik bekleme süresinden sonra, {0} tarihinde yürürlüğe girecek.',
  's.rgTimeout': 'Molanız başladı: {0} tarihine kadar para yatıramaz ve oyun oynayamazsınız.',
  's.rgSelfExcluded': 'Kendinizi {0} tarihine kadar oyundan uzaklaştırdınız.',
  's.rgSelfExcludedPermanent': 'Kendinizi kalıcı olarak oyundan uzaklaştırdınız.',
  's.rgRealityCheck': 'Hatırlatma aralığınız kaydedildi.',
  's.rgRealityCheckOff': 'Hatırlatma kapatıldı.',
  's.rgClosed': 'Hesabınız kapatıldı. Bakiyenizi çekebilir ve geçmişinizi görebilirsiniz.',
  'n.rgLimit.title': 'Limitleriniz değişti',
  'n.rgLimit.note': '{0}: {1}, hemen yürürlükte.',
  'n.rgLimitRemoved.note': '{0} kaldırıldı.',
  'n.rgLimitPending.note': '{0}: {1}, 24 saatlik bekleme süresinden sonra {2} tarihinde yürürlüğe girecek.',
  'n.rgLimitRemovePending.note': '{0}, 24 saatlik bekleme süresinden sonra {1} tarihinde kaldırılacak.',
  'n.rgTimeout.title': 'Mola başladı',
  'n.rgTimeout.note': '{0} tarihine kadar para yatıramaz, oyun oynayamaz ve bonus alamazsınız.',
  'n.rgSelfExcluded.title': 'Kendinizi oyundan uzaklaştırdınız',
  'n.rgSelfExcludedPermanent.note': 'Süresiz. Para çekebilir ve geçmişinizi görebilirsiniz.',
  'n.rgSelfExcluded.note': 'Bitiş: {0}. Bu süre kısaltılamaz; para çekebilir ve geçmişinizi görebilirsiniz.',
  'n.rgClosed.title': 'Hesabınız kapatıldı',
  'n.rgClosed.note':
    'Bakiyenizi çekebilirsiniz. Hesabı yeniden açmayı Sorumlu Oyun sayfasından isteyebilirsiniz; talep 24 saatlik bekleme süresinden sonra değerlendirilir.',
  'n.rgRealityCheck.title': 'Hatırlatma ayarınız değişti',
  'n.rgRealityCheck.note': 'Oyun sırasında her {0} dakikada bir oturum özeti göstereceğiz.',
  'n.rgRealityCheckOff.note': 'Oturum özeti hatırlatması kapatıldı.',
  'e.rgBlockedPlayReopen':
    'Kendinizi uzaklaştırma süreniz bitti; hesabınız, yeniden açma talebiniz onaylanana kadar oyuna kapalı. Para çekebilir ve geçmişinizi görebilirsiniz.',
  'e.rgBlockedDepositReopen':
    'Kendinizi uzaklaştırma süreniz bitti; hesabınız, yeniden açma talebiniz onaylanana kadar para yatırmaya kapalı.',
  'e.rgReopenNotBlocked': 'Hesabınız kapalı değil; yeniden açma talebine gerek yok.',
  'e.rgReopenTimeout': 'Molanız {0} tarihinde kendiliğinden biter; yeniden açma talebi gerekmez.',
  'e.rgReopenTooEarly':
    'Kendinizi uzaklaştırma süreniz {0} tarihinde biter; yeniden açmayı ancak bu tarihten sonra isteyebilirsiniz.',
  'e.rgReopenPermanent': 'Süresiz uzaklaştırma geri alınamaz.',
  'e.rgReopenNotFound': 'Yeniden açma talebi bulunamadı.',
  'e.rgReopenDecided': 'Bu talep için zaten karar verildi.',
  'e.rgReopenCoolingOff': 'Talep 24 saatlik bekleme süresinde; {0} tarihinden önce karar verilemez.',
  'e.playerNotFound': 'Oyuncu bulunamadı.',
  's.rgReopenRequested':
    'Talebiniz alındı. 24 saatlik bekleme süresinden sonra ({0}) ekibimiz değerlendirecek; sonucu size bildireceğiz.',
  's.rgLimitsReviewed': 'Limitlerinizi gözden geçirdiniz; 6 ay sonra yeniden soracağız.',
  's.rgReopenApproved': 'Hesap yeniden açıldı.',
  's.rgReopenRejected': 'Talep reddedildi.',
  's.playerLocked': 'Hesap kilitlendi; tüm oturumları sonlandırıldı.',
  's.playerUnlocked': 'Hesabın kilidi kaldırıldı.',
  'n.rgReopenRequested.title': 'Yeniden açma talebiniz alındı',
  'n.rgReopenRequested.note':
    '24 saatlik bekleme süresi {0} tarihinde biter; ardından ekibimiz talebinizi değerlendirir. Bu sürede fikrinizi değiştirirseniz bir şey yapmanız gerekmez: talep onaylanmadan hesabınız kapalı kalır.',
  'n.rgReopenApproved.title': 'Hesabınız yeniden açıldı',
  'n.rgReopenApproved.note':
    'Para yatırabilir ve oynayabilirsiniz. Limitlerinizi gözden geçirmenizi öneririz; yardım için Sorumlu Oyun sayfasına bakın.',
  'n.rgReopenRejected.title': 'Yeniden açma talebiniz reddedildi',
  'n.rgReopenRejected.note': 'Hesabınız kapalı kalıyor. Ayrıntılar için canlı destekle iletişime geçin.',
} satisfies Record<string, string>;

export const rgMessagesEn: Record<keyof typeof rgMessagesTr, string> = {
  'e.rgLimit.deposit.day':
    'Your daily deposit limit is {0}. You can deposit at most {1} more in this period; the limit resets on {2}.',
  'rg.limit.deposit.day': 'Daily deposit limit',
  'e.rgLimit.deposit.week':
    'Your weekly deposit limit is {0}. You can deposit at most {1} more in this period; the limit resets on {2}.',
  'rg.limit.deposit.week': 'Weekly deposit limit',
  'e.rgLimit.deposit.month':
    'Your monthly deposit limit is {0}. You can deposit at most {1} more in this period; the limit resets on {2}.',
  'rg.limit.deposit.month': 'Monthly deposit limit',
  'e.rgLimit.loss.day':
    'Your daily loss limit is {0}. You can stake at most {1} in this period; the limit resets on {2}.',
  'rg.limit.loss.day': 'Daily loss limit',
  'e.rgLimit.loss.week':
    'Your weekly loss limit is {0}. You can stake at most {1} in this period; the limit resets on {2}.',
  'rg.limit.loss.week': 'Weekly loss limit',
  'e.rgLimit.loss.month':
    'Your monthly loss limit is {0}. You can stake at most {1} in this period; the limit resets on {2}.',
  'rg.limit.loss.month': 'Monthly loss limit',
  'e.rgLimit.wager.day':
    'Your daily wager limit is {0}. You can stake at most {1} more in this period; the limit resets on {2}.',
  'rg.limit.wager.day': 'Daily wager limit',
  'e.rgLimit.wager.week':
    'Your weekly wager limit is {0}. You can stake at most {1} more in this period; the limit resets on {2}.',
  'rg.limit.wager.week': 'Weekly wager limit',
  'e.rgLimit.wager.month':
    'Your monthly wager limit is {0}. You can stake at most {1} more in this period; the limit resets on {2}.',
  'rg.limit.wager.month': 'Monthly wager limit',
  'rg.limit.session.session': 'Session time limit',
  'e.rgSessionLimit':
    'You have reached your session limit of {0} minutes. Take a break of {1} minutes to play again.',
  'e.rgRealityCheckDue': 'Play is paused: confirm your session summary before you continue.',
  'e.rgBlockedPlay': 'Your account is closed to play until {0}. You can still withdraw and see your history.',
  'e.rgBlockedPlayPermanent':
    'Your account is permanently closed to play. You can still withdraw and see your history.',
  'e.rgBlockedDeposit': 'Your account is closed to deposits until {0}.',
  'e.rgBlockedDepositPermanent': 'Your account is permanently closed to deposits.',
  'e.rgBlockedBonus': 'You cannot claim bonuses while you are excluded from play.',
  'e.rgBlockLonger': 'Your current restriction lasts until {0}; it cannot be shortened.',
  'e.rgBlockLongerPermanent': 'Your current restriction has no end date; it cannot be shortened.',
  'e.rgBlockedChange': 'This setting cannot be changed while your account is restricted.',
  's.rgLimitSet': 'Your limit applies now.',
  's.rgLimitPending': 'The change applies after the 24-hour cooling-off, on {0}.',
  's.rgTimeout': 'Your time-out has started: no deposits or play until {0}.',
  's.rgSelfExcluded': 'You have excluded yourself from play until {0}.',
  's.rgSelfExcludedPermanent': 'You have excluded yourself from play permanently.',
  's.rgRealityCheck': 'Your reminder interval is saved.',
  's.rgRealityCheckOff': 'The reminder is off.',
  's.rgClosed': 'Your account is closed. You can still withdraw your balance and see your history.',
  'n.rgLimit.title': 'Your limits changed',
  'n.rgLimit.note': '{0}: {1}, applies now.',
  'n.rgLimitRemoved.note': '{0} removed.',
  'n.rgLimitPending.note': '{0}: {1}, applies after the 24-hour cooling-off on {2}.',
  'n.rgLimitRemovePending.note': '{0} will be removed after the 24-hour cooling-off on {1}.',
  'n.rgTimeout.title': 'Time-out started',
  'n.rgTimeout.note': 'Until {0} you cannot deposit, play or claim bonuses.',
  'n.rgSelfExcluded.title': 'You have excluded yourself',
  'n.rgSelfExcludedPermanent.note': 'With no end date. You can still withdraw and see your history.',
  'n.rgSelfExcluded.note': 'Ends: {0}. It cannot be shortened; you can still withdraw and see your history.',
  'n.rgClosed.title': 'Your account is closed',
  'n.rgClosed.note':
    'You can withdraw your balance. You can ask to reopen the account on the Responsible Gaming page; the request is reviewed after a 24-hour cooling-off.',
  'n.rgRealityCheck.title': 'Your reminder setting changed',
  'n.rgRealityCheck.note': 'While you play, we will show a session summary every {0} minutes.',
  'n.rgRealityCheckOff.note': 'The session summary reminder is off.',
  'e.rgBlockedPlayReopen':
    'Your self-exclusion has ended; your account stays closed to play until your request to reopen it is approved. You can still withdraw and see your history.',
  'e.rgBlockedDepositReopen':
    'Your self-exclusion has ended; your account stays closed to deposits until your request to reopen it is approved.',
  'e.rgReopenNotBlocked': 'Your account is not closed; there is nothing to reopen.',
  'e.rgReopenTimeout': 'Your time-out ends by itself on {0}; no request is needed.',
  'e.rgReopenTooEarly':
    'Your self-exclusion ends on {0}; you can ask to reopen your account only after that.',
  'e.rgReopenPermanent': 'A self-exclusion with no end date cannot be lifted.',
  'e.rgReopenNotFound': 'Reopening request not found.',
  'e.rgReopenDecided': 'This request has already been decided.',
  'e.rgReopenCoolingOff': 'The request is in its 24-hour cooling-off; it cannot be decided before {0}.',
  'e.playerNotFound': 'Player not found.',
  's.rgReopenRequested':
    'Your request has been received. After the 24-hour cooling-off ({0}) our team will review it and let you know.',
  's.rgLimitsReviewed': 'You have reviewed your limits; we will ask again in 6 months.',
  's.rgReopenApproved': 'The account has been reopened.',
  's.rgReopenRejected': 'The request has been rejected.',
  's.playerLocked': 'The account is locked; all its sessions have been ended.',
  's.playerUnlocked': 'The account has been unlocked.',
  'n.rgReopenRequested.title': 'Your request to reopen has been received',
  'n.rgReopenRequested.note':
    'The 24-hour cooling-off ends on {0}; then our team reviews your request. If you change your mind meanwhile you need do nothing: your account stays closed unless the request is approved.',
  'n.rgReopenApproved.title': 'Your account has been reopened',
  'n.rgReopenApproved.note':
    'You can deposit and play again. We suggest you review your limits; see the Responsible Gaming page for help.',
  'n.rgReopenRejected.title': 'Your request to reopen was declined',
  'n.rgReopenRejected.note': 'Your account stays closed. Please contact live chat for details.',
};
