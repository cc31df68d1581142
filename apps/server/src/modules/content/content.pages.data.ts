// The seeded content pages (footer links, /pages/{id}) in both languages. Fixed ids: About Us is 3 (spec §2 menu).
// Bodies are HTML and pass through the sanitiser on seeding like any operator save. Figures agree with the bonus
// definitions (modules/bonus/bonus.definitions.ts) and the payment methods (modules/payment/payment.methods.ts).

export const CONTENT_CATEGORIES = [
  { id: 1, title_tr: 'Kurumsal', title_en: 'Company', sort_order: 1 },
  { id: 2, title_tr: 'Yasal', title_en: 'Legal', sort_order: 2 },
  { id: 3, title_tr: 'Yardım', title_en: 'Help', sort_order: 3 },
];

export const PAGE_ID = {
  terms: 1,
  privacy: 2,
  aboutUs: 3,
  responsibleGaming: 4,
  bonusRules: 5,
  paymentMethods: 6,
  contact: 7,
} as const;

export interface SeedPage {
  id: number;
  category_id: number;
  sort_order: number;
  title_tr: string;
  title_en: string;
  summary_tr: string;
  summary_en: string;
  body_tr: string;
  body_en: string;
}

export const CONTENT_PAGES: SeedPage[] = [
  {
    id: PAGE_ID.aboutUs,
    category_id: 1,
    sort_order: 1,
    title_tr: 'Hakkımızda',
    title_en: 'About Us',
    summary_tr: 'Kasa kimdir, neyi neden böyle yapar.',
    summary_en: 'Who Kasa is and why we do things the way we do.',
    body_tr: `
<p>Kasa, Türkiye’deki oyuncular için kurulmuş; canlı casino, slot, spor bahisleri, canlı bahis, TV oyunları, tombala ve Aviator gibi hızlı oyunları tek bir hesapta buluşturan yeni nesil bir oyun platformudur. Tüm işlemler Türk lirası ile yapılır; site Türkçe ve İngilizce kullanılabilir.</p>
<h2>Neden Kasa?</h2>
<ul>
<li><strong>Tek bakiye, her oyun:</strong> Casino, spor ve Kasa Originals oyunlarında aynı bakiyeyle oynarsınız; ayrı cüzdanlar arasında transfer yapmanız gerekmez.</li>
<li><strong>Hızlı ödemeler:</strong> Havale/EFT, Papara, kart ve USDT (TRC20) ile para yatırır, talepleriniz operasyon ekibimizce gün boyu değerlendirilir.</li>
<li><strong>Açık bonus kuralları:</strong> Her bonusun tutarı, çevrim şartı ve süresi talep etmeden önce görünür; çevrim ilerlemenizi hesabınızdan anlık izlersiniz.</li>
<li><strong>Kanıtlanabilir adalet:</strong> Kasa Originals oyunlarında (Aviator, Zar, Mayınlar) her turun sonucu önceden taahhüt edilen tohumlarla hesaplanır ve doğrulama sayfasından kontrol edilebilir.</li>
</ul>
<h2>Lisans ve güvenlik</h2>
<p>Kasa, Filipinler Cumhuriyeti düzenleyici kurumu tarafından verilen bir e-oyun lisansı kapsamında işletilir. Oyunlar lisanslı oyun sağlayıcıları tarafından sunulur. Hesabınız şifrelenmiş bağlantı, telefon doğrulaması ve oturum geçmişi ile korunur; şüpheli girişleri oturum geçmişi sayfanızdan görebilirsiniz.</p>
<h2>Sorumlu oyun</h2>
<p>Şans oyunları 18 yaş ve üzeri içindir. Oyunu eğlence olarak görmenizi, kendinize süre ve bütçe sınırı koymanızı öneririz. Ayrıntılar için <a href="/pages/4">Sorumlu Oyun</a> sayfamıza bakın.</p>
<h2>Bize ulaşın</h2>
<p>Destek ekibimize günün her saati canlı destek, WhatsApp ve Telegram üzerinden ya da <a href="mailto:destek@kasa.bet">destek@kasa.bet</a> adresinden ulaşabilirsiniz.</p>`,
    body_en: `
<p>Kasa is a new-generation gaming platform built for players in Türkiye. Live casino, slots, sports betting, live betting, TV games, bingo and fast games such as Aviator all live in one account. Every transaction is in Turkish lira, and the site is available in Turkish and English.</p>
<h2>Why Kasa?</h2>
<ul>
<li><strong>One balance, every game:</strong> you play casino, sports and Kasa Originals with the same balance — no transfers between separate wallets.</li>
<li><strong>Fast payments:</strong> deposit by bank transfer (Havale/EFT), Papara, card or USDT (TRC20); our operations team reviews requests throughout the day.</li>
<li><strong>Clear bonus rules:</strong> every bonus shows its amount, wagering requirement and validity before you request it, and you follow your wagering progress live in your account.</li>
<li><strong>Provably fair:</strong> in Kasa Originals (Aviator, Dice, Mines) each round’s outcome is computed from seeds committed in advance and can be checked on the verification page.</li>
</ul>
<h2>Licence and security</h2>
<p>Kasa operates under an e-gaming licence issued by a regulator of the Republic of the Philippines. Games are supplied by licensed game providers. Your account is protected by encrypted connections, phone verification and a session history in which you can spot any unexpected login.</p>
<h2>Responsible gaming</h2>
<p>Gambling is for adults aged 18 and over. We encourage you to treat play as entertainment and to set yourself time and budget limits. See our <a href="/pages/4">Responsible Gaming</a> page for details.</p>
<h2>Contact us</h2>
<p>Our support team is available around the clock through live chat, WhatsApp and Telegram, or by e-mail at <a href="mailto:support@kasa.bet">support@kasa.bet</a>.</p>`,
  },
  {
    id: PAGE_ID.contact,
    category_id: 1,
    sort_order: 2,
    title_tr: 'İletişim',
    title_en: 'Contact',
    summary_tr: 'Destek kanallarımız ve yanıt süreleri.',
    summary_en: 'Our support channels and response times.',
    body_tr: `
<p>Sorularınız için destek ekibimiz 7 gün 24 saat hizmetinizdedir.</p>
<table>
<thead><tr><th>Kanal</th><th>Adres</th><th>Ortalama yanıt</th></tr></thead>
<tbody>
<tr><td>Canlı destek</td><td>Sitedeki “Canlı Destek” düğmesi</td><td>1 dakika</td></tr>
<tr><td>WhatsApp</td><td>Sayfa altındaki WhatsApp bağlantıları</td><td>5 dakika</td></tr>
<tr><td>Telegram</td><td>Sayfa altındaki Telegram bağlantıları</td><td>5 dakika</td></tr>
<tr><td>E-posta</td><td><a href="mailto:destek@kasa.bet">destek@kasa.bet</a></td><td>2 saat</td></tr>
</tbody>
</table>
<p>Güvenliğiniz için destek ekibimiz sizden asla şifrenizi veya SMS doğrulama kodunuzu istemez.</p>`,
    body_en: `
<p>Our support team is here for you 24 hours a day, 7 days a week.</p>
<table>
<thead><tr><th>Channel</th><th>Where</th><th>Typical reply</th></tr></thead>
<tbody>
<tr><td>Live chat</td><td>The “Live Chat” button on the site</td><td>1 minute</td></tr>
<tr><td>WhatsApp</td><td>The WhatsApp links in the footer</td><td>5 minutes</td></tr>
<tr><td>Telegram</td><td>The Telegram links in the footer</td><td>5 minutes</td></tr>
<tr><td>E-mail</td><td><a href="mailto:support@kasa.bet">support@kasa.bet</a></td><td>2 hours</td></tr>
</tbody>
</table>
<p>For your safety, our support team will never ask for your password or your SMS verification code.</p>`,
  },
  {
    id: PAGE_ID.terms,
    category_id: 2,
    sort_order: 1,
    title_tr: 'Şartlar ve Koşullar',
    title_en: 'Terms and Conditions',
    summary_tr: 'Hesabınızı ve sitemizi kullanmanızı düzenleyen kurallar.',
    summary_en: 'The rules for your account and your use of the site.',
    body_tr: `
<p>Bu şartlar, Kasa’da hesap açan ve oyun oynayan herkes için geçerlidir. Hesap açarak bu şartları okuduğunuzu ve kabul ettiğinizi beyan edersiniz. Son güncelleme: 1 Ocak 2024.</p>
<h2>1. Hesap</h2>
<ol>
<li>Hesap açmak için 18 yaşını doldurmuş olmanız gerekir. Yaşınızı doğrulayamadığımız hesaplar kapatılır ve bakiyeleri iade edilir.</li>
<li>Her kişi yalnızca bir hesap açabilir. Aynı kişiye, telefon numarasına, cihaza veya ödeme aracına bağlı birden fazla hesap tespit edilirse hesaplar birleştirilir veya kapatılır; bonus kazançları iptal edilebilir.</li>
<li>Kayıtta verdiğiniz bilgilerin (ad, soyad, T.C. kimlik numarası, doğum tarihi, telefon) doğru ve güncel olması sizin sorumluluğunuzdadır. Para çekme işlemlerinde bu bilgilerle eşleşen bir hesap sahibi adı istenir.</li>
<li>Şifrenizi kimseyle paylaşmayın. Hesabınız üzerinden yapılan işlemler sizin tarafınızdan yapılmış sayılır.</li>
</ol>
<h2>2. Bakiye ve ödemeler</h2>
<ol>
<li>Hesap para birimi Türk lirasıdır. Nakit bakiye ve bonus bakiye ayrı tutulur; bonus bakiyesi çevrim şartı tamamlanınca nakde dönüşür.</li>
<li>Para yatırma ve çekme limitleri ödeme yöntemine göre değişir ve işlem formunda gösterilir. Çekim talepleri güvenlik kontrolünden sonra sonuçlandırılır; reddedilen bir çekimin tutarı bakiyenize iade edilir.</li>
<li>Üçüncü kişilere ait ödeme araçlarıyla yapılan yatırımlar kabul edilmez.</li>
</ol>
<h2>3. Oyunlar ve bahisler</h2>
<ol>
<li>Bir oyun turunun sonucu, oyun sağlayıcısının sunucusundaki kayıtlara göre belirlenir. Teknik bir arıza durumunda yarım kalan turlar sağlayıcının kurallarına göre tamamlanır veya iade edilir.</li>
<li>Açık bir hata içeren oranlar veya ödemeler düzeltilebilir.</li>
<li>Oyun geçmişinizi hesabınızdaki “Oyun Hareketleri” sayfasından her zaman görebilirsiniz.</li>
</ol>
<h2>4. Bonuslar</h2>
<p>Bonuslar <a href="/pages/5">Bonus Kuralları</a> sayfasındaki koşullara tabidir.</p>
<h2>5. Hesabın kapatılması</h2>
<p>Hesabınızı istediğiniz zaman destek ekibimize yazarak kapatabilirsiniz. Şartların ihlali, sahtecilik veya kara para aklama şüphesinde hesabı askıya alma ve inceleme hakkımız saklıdır.</p>`,
    body_en: `
<p>These terms apply to everyone who opens an account and plays at Kasa. By opening an account you confirm that you have read and accept them. Last updated: 1 January 2024.</p>
<h2>1. Your account</h2>
<ol>
<li>You must be at least 18 years old to open an account. Accounts whose age we cannot verify are closed and their balances refunded.</li>
<li>Each person may hold only one account. Where several accounts belong to the same person, phone number, device or payment instrument, they may be merged or closed and bonus winnings may be cancelled.</li>
<li>You are responsible for the details you give at registration (name, surname, national identity number, date of birth, phone) being accurate and current. Withdrawals require an account holder name that matches them.</li>
<li>Do not share your password. Actions taken through your account are treated as yours.</li>
</ol>
<h2>2. Balance and payments</h2>
<ol>
<li>The account currency is Turkish lira. Cash and bonus balances are kept apart; a bonus balance becomes cash once its wagering requirement is met.</li>
<li>Deposit and withdrawal limits depend on the payment method and are shown on its form. Withdrawal requests are completed after a security review; the amount of a rejected withdrawal is returned to your balance.</li>
<li>Deposits made with payment instruments belonging to third parties are not accepted.</li>
</ol>
<h2>3. Games and bets</h2>
<ol>
<li>A game round’s outcome is determined by the records of the game provider’s server. If a technical fault interrupts a round, it is completed or refunded under the provider’s rules.</li>
<li>Odds or payouts that contain an obvious error may be corrected.</li>
<li>You can always see your game history on the “Game Activities” page of your account.</li>
</ol>
<h2>4. Bonuses</h2>
<p>Bonuses are subject to the conditions on the <a href="/pages/5">Bonus Rules</a> page.</p>
<h2>5. Closing an account</h2>
<p>You may close your account at any time by writing to our support team. We reserve the right to suspend and review an account on breach of these terms, fraud or suspected money laundering.</p>`,
  },
  {
    id: PAGE_ID.privacy,
    category_id: 2,
    sort_order: 2,
    title_tr: 'Gizlilik Politikası',
    title_en: 'Privacy Policy',
    summary_tr: 'Hangi kişisel verileri neden işlediğimiz ve haklarınız.',
    summary_en: 'Which personal data we process, why, and your rights.',
    body_tr: `
<p>Kişisel verilerinizin gizliliğine önem veriyoruz. Bu politika, Kasa’yı kullanırken hangi verileri topladığımızı, neden kullandığımızı ve haklarınızı açıklar.</p>
<h2>Topladığımız veriler</h2>
<ul>
<li><strong>Kimlik ve iletişim:</strong> ad, soyad, kullanıcı adı, e-posta, telefon numarası, T.C. kimlik numarası, doğum tarihi ve ülke.</li>
<li><strong>Hesap hareketleri:</strong> para yatırma ve çekme işlemleri, bonuslar, oyun turları ve bildirimler.</li>
<li><strong>Teknik veriler:</strong> IP adresi, tarayıcı bilgisi, cihaz parmak izi ve oturum geçmişi (giriş ve çıkış zamanları).</li>
</ul>
<h2>Verileri neden kullanıyoruz</h2>
<ul>
<li>Hesabınızı açmak, yaşınızı ve kimliğinizi doğrulamak;</li>
<li>ödemelerinizi işlemek ve dolandırıcılığı önlemek (örneğin deneme bonusunun cihaz ve telefon başına bir kez verilmesi);</li>
<li>yasal yükümlülüklerimizi yerine getirmek ve sorumlu oyun araçlarını sunmak;</li>
<li>size hesabınızla ilgili bildirimler göndermek.</li>
</ul>
<h2>Paylaşım</h2>
<p>Verilerinizi satmayız. Yalnızca ödeme kuruluşları, oyun sağlayıcıları ve SMS/e-posta hizmetleri gibi hizmeti sunmak için gereken iş ortaklarıyla, gerektiği ölçüde paylaşırız.</p>
<h2>Saklama ve güvenlik</h2>
<p>Şifreniz geri döndürülemez biçimde (scrypt) saklanır; oturum anahtarları ve sıfırlama kodları yalnızca özetleri ile tutulur. Veriler, yasal saklama süreleri boyunca korunur ve sonrasında silinir.</p>
<h2>Haklarınız</h2>
<p>Verilerinize erişme, düzeltilmesini veya silinmesini isteme hakkınız vardır. Taleplerinizi <a href="mailto:gizlilik@kasa.bet">gizlilik@kasa.bet</a> adresine iletebilirsiniz.</p>`,
    body_en: `
<p>We take the privacy of your personal data seriously. This policy explains what we collect when you use Kasa, why we use it, and your rights.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Identity and contact:</strong> name, surname, username, e-mail, phone number, national identity number, date of birth and country.</li>
<li><strong>Account activity:</strong> deposits and withdrawals, bonuses, game rounds and notifications.</li>
<li><strong>Technical data:</strong> IP address, browser details, device fingerprint and session history (login and logout times).</li>
</ul>
<h2>Why we use it</h2>
<ul>
<li>to open your account and verify your age and identity;</li>
<li>to process your payments and prevent fraud (for example, the trial bonus is given once per device and phone);</li>
<li>to meet our legal obligations and provide responsible gaming tools;</li>
<li>to send you notifications about your account.</li>
</ul>
<h2>Sharing</h2>
<p>We never sell your data. We share it only as far as needed with the partners that make the service work, such as payment institutions, game providers and SMS/e-mail services.</p>
<h2>Storage and security</h2>
<p>Your password is stored irreversibly (scrypt); session keys and reset codes are kept only as digests. Data is kept for the legal retention periods and deleted afterwards.</p>
<h2>Your rights</h2>
<p>You may ask to access, correct or delete your data. Send your request to <a href="mailto:privacy@kasa.bet">privacy@kasa.bet</a>.</p>`,
  },
  {
    id: PAGE_ID.responsibleGaming,
    category_id: 3,
    sort_order: 1,
    title_tr: 'Sorumlu Oyun',
    title_en: 'Responsible Gaming',
    summary_tr: 'Oyunu eğlence olarak tutmak için öneriler ve araçlar.',
    summary_en: 'Advice and tools to keep play fun.',
    body_tr: `
<p>Kasa’da oyun bir eğlence biçimidir, gelir kaynağı değildir. Kontrolün her zaman sizde kalması için aşağıdaki ilkeleri öneriyoruz.</p>
<h2>Kendinize sınır koyun</h2>
<ul>
<li>Oynamaya başlamadan önce kaybetmeyi göze alabileceğiniz bir bütçe belirleyin ve aşmayın.</li>
<li>Süre sınırı koyun; uzun oturumlara ara verin.</li>
<li>Kayıplarınızı telafi etmek için bahis tutarını artırmayın.</li>
<li>Alkollüyken, üzgün veya stresliyken oynamayın.</li>
</ul>
<h2>Uyarı işaretleri</h2>
<p>Planladığınızdan fazla zaman veya para harcıyorsanız, oyun için borç alıyorsanız ya da oyun aileniz ve işinizle ilişkinizi etkiliyorsa yardım almanın zamanı gelmiş olabilir.</p>
<h2>Kullanabileceğiniz araçlar</h2>
<ul>
<li><strong>Hesap geçmişi:</strong> Finansal hareketlerinizi ve oyun geçmişinizi hesabınızdan her zaman görebilirsiniz.</li>
<li><strong>Mola ve kendini hariç tutma:</strong> Destek ekibimize yazarak hesabınızı 24 saat, 7 gün, 30 gün veya kalıcı olarak kapattırabilirsiniz. Bu süre içinde hesap yeniden açılmaz.</li>
</ul>
<h2>Reşit olmayanların korunması</h2>
<p>18 yaşından küçüklerin oynaması yasaktır. Cihazınızı çocuklarla paylaşıyorsanız ebeveyn denetimi yazılımı kullanmanızı öneririz.</p>
<h2>Yardım alın</h2>
<p>Yeşilay Danışmanlık Merkezi (YEDAM) ücretsiz destek hattı: 115. Uluslararası destek için <a href="https://www.gamblingtherapy.org">Gambling Therapy</a> sitesini ziyaret edebilirsiniz.</p>`,
    body_en: `
<p>At Kasa, play is a form of entertainment, not a source of income. We recommend the following principles so that you always stay in control.</p>
<h2>Set yourself limits</h2>
<ul>
<li>Before you start, decide on a budget you can afford to lose — and stick to it.</li>
<li>Set a time limit and take breaks from long sessions.</li>
<li>Never raise your stakes to win back losses.</li>
<li>Do not play when you have been drinking, or when you feel upset or stressed.</li>
</ul>
<h2>Warning signs</h2>
<p>If you spend more time or money than you planned, borrow money to play, or gaming affects your family or work, it may be time to seek help.</p>
<h2>Tools you can use</h2>
<ul>
<li><strong>Account history:</strong> your financial activity and game history are always visible in your account.</li>
<li><strong>Time-out and self-exclusion:</strong> write to our support team to close your account for 24 hours, 7 days, 30 days or permanently. The account is not reopened during that time.</li>
</ul>
<h2>Protecting minors</h2>
<p>Play by anyone under 18 is forbidden. If you share your device with children, we recommend parental control software.</p>
<h2>Get help</h2>
<p>Green Crescent Counselling Centre (YEDAM), free helpline in Türkiye: 115. For international support, visit <a href="https://www.gamblingtherapy.org">Gambling Therapy</a>.</p>`,
  },
  {
    id: PAGE_ID.bonusRules,
    category_id: 3,
    sort_order: 2,
    title_tr: 'Bonus Kuralları',
    title_en: 'Bonus Rules',
    summary_tr: 'Deneme, ilk yatırım ve kayıp bonuslarının koşulları.',
    summary_en: 'The conditions of the trial, first-deposit and cashback bonuses.',
    body_tr: `
<p>Bu kurallar Kasa’daki tüm bonuslar için geçerlidir. Her bonusun kendi koşulları aşağıdaki tabloda ve hesabınızın “Bonuslar” sayfasında yer alır.</p>
<table>
<thead><tr><th>Bonus</th><th>Tutar</th><th>Çevrim</th><th>Geçerlilik</th></tr></thead>
<tbody>
<tr><td>Deneme bonusu</td><td>₺100</td><td>10 katı</td><td>7 gün</td></tr>
<tr><td>İlk yatırım bonusu</td><td>İlk yatırımın %100’ü, en fazla ₺1.000 (en az ₺50 yatırım)</td><td>20 katı</td><td>14 gün</td></tr>
<tr><td>Haftalık kayıp bonusu</td><td>Son 7 gündeki net kaybın %10’u, ₺10 – ₺5.000</td><td>1 katı</td><td>7 gün</td></tr>
</tbody>
</table>
<h2>Genel kurallar</h2>
<ol>
<li>Bonus tutarı bonus bakiyenize eklenir. Çevrim şartı, bonus tutarı ile çevrim katının çarpımı kadar bahis yapmaktır; örneğin ₺100 deneme bonusu için ₺1.000 bahis.</li>
<li>Bahisler önce nakit bakiyenizden düşülür; çevrim ilerlemesine tüm bahisleriniz sayılır.</li>
<li>Çevrim tamamlandığında kalan bonus bakiyesi çekilebilir nakit bakiyenize aktarılır ve size bildirim gönderilir.</li>
<li>Süresi içinde tamamlanmayan bonusun kalan tutarı bonus bakiyenizden düşülür.</li>
<li>Deneme bonusu telefon numarasını doğrulamış oyunculara bir kez verilir: oyuncu, telefon numarası ve cihaz başına birer kez.</li>
<li>İlk yatırım bonusu, ilk para yatırma işleminizden önce talep edilmelidir; ilk onaylanan yatırımınız ₺50’nin altındaysa bonus iptal edilir.</li>
<li>Kayıp bonusu haftada bir kez, son 7 gündeki nakit bakiyeden oynanan bahisler eksi kazançlar üzerinden hesaplanır.</li>
<li>Kötüye kullanım (birden fazla hesap, risksiz karşılıklı bahis gibi) tespit edilirse bonus ve bonustan doğan kazançlar iptal edilir.</li>
</ol>`,
    body_en: `
<p>These rules apply to every bonus at Kasa. Each bonus’s own conditions are in the table below and on the “Bonuses” page of your account.</p>
<table>
<thead><tr><th>Bonus</th><th>Amount</th><th>Wagering</th><th>Valid for</th></tr></thead>
<tbody>
<tr><td>Trial bonus</td><td>₺100</td><td>10×</td><td>7 days</td></tr>
<tr><td>First-deposit bonus</td><td>100% of your first deposit, up to ₺1,000 (deposit at least ₺50)</td><td>20×</td><td>14 days</td></tr>
<tr><td>Weekly cashback</td><td>10% of net losses of the last 7 days, ₺10 – ₺5,000</td><td>1×</td><td>7 days</td></tr>
</tbody>
</table>
<h2>General rules</h2>
<ol>
<li>The bonus amount is added to your bonus balance. The wagering requirement is to bet the bonus amount times the multiplier; for example ₺1,000 of bets for the ₺100 trial bonus.</li>
<li>Bets are taken from your cash balance first; all your bets count towards wagering.</li>
<li>When wagering is complete, the remaining bonus balance moves to your withdrawable cash and you receive a notification.</li>
<li>If a bonus is not completed in time, its remaining amount is removed from your bonus balance.</li>
<li>The trial bonus is given once to players with a verified phone number: once per player, per phone number and per device.</li>
<li>The first-deposit bonus must be requested before your first deposit; if your first confirmed deposit is below ₺50, the bonus is cancelled.</li>
<li>Cashback can be claimed once a week and is based on cash bets minus wins over the last 7 days.</li>
<li>Where abuse is found (multiple accounts, risk-free opposite bets and the like), the bonus and any winnings from it are cancelled.</li>
</ol>`,
  },
  {
    id: PAGE_ID.paymentMethods,
    category_id: 3,
    sort_order: 3,
    title_tr: 'Ödeme Yöntemleri',
    title_en: 'Payment Methods',
    summary_tr: 'Para yatırma ve çekme yöntemleri, limitler ve süreler.',
    summary_en: 'Deposit and withdrawal methods, limits and timings.',
    body_tr: `
<p>Kasa’da tüm işlemler Türk lirası ile yapılır. Para yatırma ve çekme işlemlerini hesabınızdaki “Para Yatır” ve “Para Çek” sayfalarından başlatabilirsiniz.</p>
<h2>Para yatırma</h2>
<table>
<thead><tr><th>Yöntem</th><th>En az</th><th>En fazla</th><th>Süre</th></tr></thead>
<tbody>
<tr><td>Havale / EFT</td><td>₺100</td><td>₺100.000</td><td>Onaydan sonra</td></tr>
<tr><td>Papara</td><td>₺50</td><td>₺50.000</td><td>Anında</td></tr>
<tr><td>Kredi Kartı / Banka Kartı</td><td>₺50</td><td>₺20.000</td><td>Anında</td></tr>
<tr><td>USDT (TRC20)</td><td>₺500</td><td>₺250.000</td><td>Ağ onayından sonra</td></tr>
</tbody>
</table>
<h2>Para çekme</h2>
<table>
<thead><tr><th>Yöntem</th><th>En az</th><th>En fazla</th></tr></thead>
<tbody>
<tr><td>Havale / EFT</td><td>₺100</td><td>₺250.000</td></tr>
<tr><td>Papara</td><td>₺100</td><td>₺50.000</td></tr>
<tr><td>Kredi Kartı / Banka Kartı</td><td>₺100</td><td>₺25.000</td></tr>
<tr><td>USDT (TRC20)</td><td>₺500</td><td>₺250.000</td></tr>
</tbody>
</table>
<h2>Bilmeniz gerekenler</h2>
<ul>
<li>Havale/EFT yatırımlarında açıklama alanına size verilen referans kodunu yazın; ödeme bu kodla eşleştirilir.</li>
<li>Yalnızca çekilebilir (nakit) bakiyenizi çekebilirsiniz; bonus bakiyesi çevrim tamamlanınca çekilebilir olur.</li>
<li>Çekim talepleri güvenlik kontrolünden sonra onaylanır; sonuç size bildirim olarak iletilir.</li>
<li>Yatırım ve çekim işlemlerinde Kasa komisyon almaz.</li>
</ul>`,
    body_en: `
<p>All transactions at Kasa are in Turkish lira. Start a deposit or a withdrawal from the “Deposit Money” and “Withdraw Money” pages of your account.</p>
<h2>Deposits</h2>
<table>
<thead><tr><th>Method</th><th>Minimum</th><th>Maximum</th><th>Timing</th></tr></thead>
<tbody>
<tr><td>Bank transfer (Havale/EFT)</td><td>₺100</td><td>₺100,000</td><td>After confirmation</td></tr>
<tr><td>Papara</td><td>₺50</td><td>₺50,000</td><td>Instant</td></tr>
<tr><td>Credit / debit card</td><td>₺50</td><td>₺20,000</td><td>Instant</td></tr>
<tr><td>USDT (TRC20)</td><td>₺500</td><td>₺250,000</td><td>After network confirmation</td></tr>
</tbody>
</table>
<h2>Withdrawals</h2>
<table>
<thead><tr><th>Method</th><th>Minimum</th><th>Maximum</th></tr></thead>
<tbody>
<tr><td>Bank transfer (Havale/EFT)</td><td>₺100</td><td>₺250,000</td></tr>
<tr><td>Papara</td><td>₺100</td><td>₺50,000</td></tr>
<tr><td>Credit / debit card</td><td>₺100</td><td>₺25,000</td></tr>
<tr><td>USDT (TRC20)</td><td>₺500</td><td>₺250,000</td></tr>
</tbody>
</table>
<h2>Good to know</h2>
<ul>
<li>For bank transfers, put the reference code you are given in the description field; the payment is matched by it.</li>
<li>Only your withdrawable (cash) balance can be withdrawn; a bonus balance becomes withdrawable when its wagering is complete.</li>
<li>Withdrawal requests are approved after a security review; you are notified of the result.</li>
<li>Kasa charges no fee on deposits or withdrawals.</li>
</ul>`,
  },
];
