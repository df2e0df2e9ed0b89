import { type LegalDocuments, providerList } from "./legal-document";

/** The privacy policy of Fanfare: Japanese, and the English text shown in en, fr and th (spec section 9). */
export const PRIVACY_POLICY: LegalDocuments = {
  en: {
    lang: "en",
    title: "Privacy Policy",
    effective: "2026-12-01",
    intro: [
      'This Privacy Policy explains what personal data the operator of Fanfare ("we", "us") collects when you use Fanfare (the "Service"), why, how long we keep it, and the choices you have.',
    ],
    sections: [
      {
        heading: "1. What we collect",
        items: [
          "Account data: your e-mail address, the country and language you chose, your time zone, and whether you want news mails.",
          "Campaign data: the campaigns you take part in, the conditions you completed, your survey answers, the codes you entered, the rewards you claimed and your lucky-draw entries and results.",
          "Wallet data: the public address of a wallet you connect. We never receive your private keys or recovery phrase.",
          `Linked-service data: when you link ${providerList("en")} for a condition, the identifiers and the data needed to check that condition (for example whether a post carries the hashtag).`,
          "Technical data: IP address, browser and device information, and request logs, which keep the Service secure and working.",
          "Usage data, only if you accept cookies: how pages load and are used (see section 4).",
        ],
      },
      {
        heading: "2. Why we use it",
        items: [
          "To sign you in, run your account and send the mails you ask for (sign-in links, confirmations).",
          "To run campaigns: check conditions, hand out rewards, hold lucky draws and tell you the results.",
          "To send news about campaigns, only if you said yes; you can change this at any time.",
          "To keep the Service secure, prevent fraud and abuse (for example several accounts), and meet legal duties.",
          "With your consent, to measure and improve the Service's speed and reliability.",
        ],
      },
      {
        heading: "3. Who we share it with",
        paragraphs: [
          "We share personal data only as needed for the purposes above: with the organiser of a campaign you join (for example to deliver a reward or contact a winner), with service providers that host the Service, send mails or monitor its performance for us under contract, with the linked services you choose, and with authorities when the law requires it. We do not sell personal data.",
          "Some of these providers may process data outside your country, including in the United States. Where the law requires it, we make sure appropriate safeguards are in place.",
          "Wallet addresses and the digital collectibles sent to them are recorded on a public blockchain, where anyone can see them and no one can delete them.",
        ],
      },
      {
        heading: "4. Cookies and monitoring",
        paragraphs: [
          "Strictly necessary cookies keep you signed in, protect your session and remember your language and your cookie choice. The Service cannot work without them.",
          "If you accept cookies, we also use Datadog Real User Monitoring to measure how pages load and respond (page views, loading times, errors, clicks). Text you type is masked and sessions are not recorded as replays. If you reject cookies, this monitoring is never loaded. You can change your choice at any time on the Cookie settings page; your choice is kept for 400 days.",
        ],
      },
      {
        heading: "5. How long we keep it",
        items: [
          "Account data: while your account exists. When you cancel your account, your e-mail address and settings are erased at once.",
          "Records of rewards and lucky draws: kept after cancellation without your name, because other fans and organisers rely on them.",
          "Sign-in links expire after a few minutes; security logs are kept for a limited period.",
          "Monitoring data: according to our monitoring provider's retention settings, at most 30 days for session data.",
        ],
      },
      {
        heading: "6. Your rights",
        paragraphs: [
          "Depending on the law that applies to you, you may ask to see, correct, delete or receive a copy of your personal data, object to or restrict its use, and withdraw consent at any time. You can change your e-mail address, language and news-mail choice, and cancel your account, yourself in the Service. For other requests, contact us as shown in the Service. You may also complain to your data-protection authority.",
        ],
      },
      {
        heading: "7. Security",
        paragraphs: [
          "We protect personal data with technical and organisational measures, such as encrypted connections, session cookies that scripts cannot read, and limited staff access. No system is perfectly secure; we will tell you without undue delay if a breach affects you as the law requires.",
        ],
      },
      {
        heading: "8. Children",
        paragraphs: [
          "Minors need the consent of a parent or guardian to use the Service. If you believe a child gave us personal data without that consent, please contact us and we will delete it.",
        ],
      },
      {
        heading: "9. Changes",
        paragraphs: [
          "We may update this Privacy Policy. We announce important changes in the Service before they take effect.",
        ],
      },
    ],
  },
  ja: {
    lang: "ja",
    title: "プライバシーポリシー",
    effective: "2026-12-01",
    intro: [
      "Fanfare の運営者（以下「当社」）は、ファン向けキャンペーンプラットフォーム「Fanfare」（以下「本サービス」）の利用に際して取得する個人情報について、取得する情報、利用目的、保存期間およびお客様が選択できることを、このプライバシーポリシーで説明します。",
    ],
    sections: [
      {
        heading: "1. 取得する情報",
        items: [
          "アカウント情報：メールアドレス、選択した国と言語、タイムゾーン、お知らせメールの受信設定",
          "キャンペーン情報：参加したキャンペーン、達成した条件、アンケートの回答、入力したコード、受け取った特典、抽選への応募と結果",
          "ウォレット情報：接続したウォレットの公開アドレス（秘密鍵やリカバリーフレーズを受け取ることはありません）",
          `外部連携サービスの情報：条件の確認のために ${providerList("ja")} を連携した場合、その確認に必要な識別子とデータ（投稿にハッシュタグが含まれるかなど）`,
          "技術情報：IP アドレス、ブラウザや端末の情報、リクエストのログ（本サービスの安全と正常な動作のため）",
          "利用状況の情報：Cookie に同意いただいた場合に限り、ページの表示速度や操作の状況（第4項参照）",
        ],
      },
      {
        heading: "2. 利用目的",
        items: [
          "ログイン、アカウントの管理、お客様が求めるメール（ログインリンク、確認メール）の送信のため",
          "キャンペーンの運営（条件の確認、特典の付与、抽選の実施と結果のお知らせ）のため",
          "お知らせメールの送信のため（同意いただいた場合のみ。いつでも変更できます）",
          "本サービスの安全確保、複数アカウントなどの不正行為の防止、および法令上の義務の履行のため",
          "同意いただいた場合に、本サービスの速度と安定性を測定し、改善するため",
        ],
      },
      {
        heading: "3. 第三者への提供",
        paragraphs: [
          "当社は、上記の目的に必要な範囲でのみ個人情報を提供します。提供先は、お客様が参加したキャンペーンの主催者（特典のお届けや当選者への連絡のため）、当社の委託を受けて本サービスのホスティング、メール送信、性能監視を行う事業者、お客様が選んだ外部連携サービス、および法令に基づき求められた場合の公的機関です。当社は個人情報を販売しません。",
          "委託先の一部は、米国を含む日本国外で情報を取り扱うことがあります。その場合、法令に従い適切な保護措置を講じます。",
          "ウォレットアドレスと、そこに送られたデジタルコレクティブルは公開ブロックチェーンに記録され、誰でも閲覧でき、削除することはできません。",
        ],
      },
      {
        heading: "4. Cookie と性能監視",
        paragraphs: [
          "必須の Cookie は、ログイン状態の維持、セッションの保護、言語と Cookie に関する選択の記憶に使われます。これらがないと本サービスは動作しません。",
          "Cookie に同意いただいた場合に限り、Datadog Real User Monitoring を利用して、ページの表示や応答の状況（ページ閲覧、読み込み時間、エラー、クリック）を測定します。入力された文字はマスクされ、操作の録画（リプレイ）は行いません。同意しない場合、この監視機能は読み込まれません。選択は「Cookie 設定」ページでいつでも変更でき、400日間保存されます。",
        ],
      },
      {
        heading: "5. 保存期間",
        items: [
          "アカウント情報：アカウントが存在する間。退会すると、メールアドレスと設定は直ちに消去されます。",
          "特典と抽選の記録：他のファンや主催者に関わる記録のため、退会後も個人を特定できない形で保存します。",
          "ログインリンクは数分で無効になります。セキュリティログは限られた期間保存します。",
          "性能監視のデータ：監視サービスの保存設定に従い、セッションのデータは最長30日間です。",
        ],
      },
      {
        heading: "6. お客様の権利",
        paragraphs: [
          "適用される法令に応じて、お客様はご自身の個人情報の開示、訂正、削除、利用停止、データの受け取りを求めることができ、同意はいつでも撤回できます。メールアドレス、言語、お知らせメールの設定の変更および退会は、本サービス上でご自身で行えます。その他のご請求は、本サービスに記載の窓口までご連絡ください。個人情報保護委員会などの監督機関に申し立てることもできます。",
        ],
      },
      {
        heading: "7. 安全管理",
        paragraphs: [
          "当社は、通信の暗号化、スクリプトから読み取れないセッション Cookie、担当者のアクセス制限などの技術的・組織的な措置により、個人情報を保護します。万一、お客様に影響する漏えい等が発生した場合は、法令に従い速やかにお知らせします。",
        ],
      },
      {
        heading: "8. 未成年の方",
        paragraphs: [
          "未成年の方が本サービスを利用するには保護者の同意が必要です。保護者の同意なく個人情報が提供されたと思われる場合はご連絡ください。該当する情報を削除します。",
        ],
      },
      {
        heading: "9. 本ポリシーの変更",
        paragraphs: [
          "当社は本ポリシーを改定することがあります。重要な変更は、効力発生前に本サービス上でお知らせします。",
        ],
      },
    ],
  },
};
