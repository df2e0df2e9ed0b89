import { type LegalDocuments, providerList } from "./legal-document";

/** The terms of use of Fanfare: Japanese, and the English text shown in en, fr and th. */
export const TERMS_OF_USE: LegalDocuments = {
  en: {
    lang: "en",
    title: "Terms of Use",
    effective: "2026-12-01",
    intro: [
      'These Terms of Use ("Terms") set out the rules for using Fanfare, the fan-campaign platform (the "Service"), provided by its operator ("we", "us"). By creating an account or using the Service you agree to these Terms. If you do not agree, please do not use the Service.',
    ],
    sections: [
      {
        heading: "1. The Service",
        paragraphs: [
          "Fanfare lets fans take part in projects and campaigns run by artists, labels and other organisers. In a campaign you complete conditions (for example a hashtag post, a survey, music-streaming actions or entering a code) and then claim a reward, such as a digital collectible (NFT), or enter a lucky draw. Projects may also offer channels with premium content.",
          "Each campaign may have its own terms and privacy notice, shown on the campaign page. Where they differ from these Terms, the campaign's terms apply to that campaign.",
        ],
      },
      {
        heading: "2. Your account",
        items: [
          "You sign in with an e-mail address that you control; we send a one-time link to it. Keep access to your mailbox secure: anyone who can read it can sign in as you.",
          "You must give true information (for example your country of residence), because some campaigns are open only in certain countries.",
          "If you are under the age of majority where you live, you may use the Service only with the consent of a parent or guardian.",
          "One person may hold one account. You may not sell, lend or transfer your account.",
        ],
      },
      {
        heading: "3. Campaigns, rewards and lucky draws",
        items: [
          "Rewards are limited. Whether you can claim one depends on the campaign's period, limits and conditions, which the organiser sets and may end early when the limit is reached.",
          "Lucky-draw winners are chosen at random among eligible entries, in the way stated on the campaign page. Results are final.",
          "A reward may be sent after the campaign ends or as soon as you complete the application, as the campaign states.",
          "We may refuse or cancel a reward obtained by breaking these Terms, for example with several accounts or automated tools.",
        ],
      },
      {
        heading: "4. Digital collectibles and wallets",
        items: [
          "Digital collectibles are recorded on a public blockchain. A record on a blockchain cannot be changed or deleted by us.",
          "When you connect a wallet (a browser-extension wallet, a wallet reached by a connection protocol, or a web wallet), you are responsible for it and for its keys. We never ask for your secret recovery phrase.",
          "A digital collectible gives you the token itself. It does not transfer copyright or other rights in the artwork, unless the campaign says otherwise.",
          "Blockchain networks and wallet software are run by third parties. We are not responsible for their outages, fees or changes.",
        ],
      },
      {
        heading: "5. Linked services",
        paragraphs: [
          `Some conditions ask you to link an account of another service (such as ${providerList("en")}). We use the access you grant only to check the condition. The other service's own terms apply to your use of it, and you can remove our access there at any time.`,
        ],
      },
      {
        heading: "6. What you must not do",
        items: [
          "Break the law, or infringe anyone's rights, including intellectual-property and privacy rights.",
          "Create several accounts, use bots or scripts, or otherwise gain rewards unfairly.",
          "Interfere with the Service, try to reach systems or data you are not allowed to, or test its security without our written permission.",
          "Resell or offer for money rewards or codes in a way the campaign forbids.",
          "Post or send anything offensive, misleading or harmful in connection with the Service.",
        ],
      },
      {
        heading: "7. Suspension and cancellation",
        paragraphs: [
          "If you break these Terms, we may suspend or close your account without notice, and cancel rewards obtained through the breach.",
          "You may cancel your account at any time from your account page. Your e-mail address and settings are then erased; records of rewards and lucky draws stay, without your name. Digital collectibles already in your wallet stay there.",
        ],
      },
      {
        heading: "8. Changes and interruptions",
        paragraphs: [
          "We may change, pause or end the Service or a campaign, for example for maintenance, security or legal reasons. We announce planned maintenance in the Service when we can.",
        ],
      },
      {
        heading: "9. Intellectual property",
        paragraphs: [
          "The Service and its content belong to us or to the organisers and artists who provide them. You may use them only to take part in the Service, for your own non-commercial purposes.",
        ],
      },
      {
        heading: "10. Disclaimer and liability",
        paragraphs: [
          "We provide the Service as it is. We do not promise that it will always be available, error-free or fit for a particular purpose.",
          "Except where we acted intentionally or with gross negligence, or where the law does not allow a limit, our liability for any damage related to the Service is limited to direct and ordinary damage. Nothing in these Terms limits rights that consumer-protection law gives you.",
        ],
      },
      {
        heading: "11. Personal data",
        paragraphs: ["We handle personal data as described in our Privacy Policy."],
      },
      {
        heading: "12. Changes to these Terms",
        paragraphs: [
          "We may change these Terms. We announce important changes in the Service before they take effect. If you keep using the Service after that, you accept the new Terms.",
        ],
      },
      {
        heading: "13. Governing law and courts",
        paragraphs: [
          "These Terms are governed by the laws of Japan. The Tokyo District Court has exclusive jurisdiction in the first instance, without prejudice to any mandatory rights you have as a consumer in your country of residence.",
        ],
      },
    ],
  },
  ja: {
    lang: "ja",
    title: "利用規約",
    effective: "2026-12-01",
    intro: [
      "この利用規約（以下「本規約」）は、ファン向けキャンペーンプラットフォーム「Fanfare」（以下「本サービス」）の運営者（以下「当社」）が提供する本サービスの利用条件を定めるものです。アカウントを作成し、または本サービスを利用した時点で、本規約に同意したものとみなします。同意いただけない場合は、本サービスを利用しないでください。",
    ],
    sections: [
      {
        heading: "第1条（本サービス）",
        paragraphs: [
          "本サービスは、アーティスト、レーベルその他の主催者が実施するプロジェクトおよびキャンペーンにファンが参加するためのサービスです。キャンペーンでは、ハッシュタグ投稿、アンケート、音楽配信サービスでの操作、コードの入力などの条件を達成し、デジタルコレクティブル（NFT）などの特典を受け取り、または抽選に応募できます。プロジェクトでは、チャンネルでプレミアムコンテンツが提供される場合があります。",
          "各キャンペーンには、キャンペーンページに表示される個別の規約およびプライバシーポリシーがある場合があります。本規約と異なる定めがあるときは、そのキャンペーンについては個別の規約が優先します。",
        ],
      },
      {
        heading: "第2条（アカウント）",
        items: [
          "ご自身が管理するメールアドレスでログインします。当社はそのアドレスにワンタイムリンクを送信します。メールボックスを読める人は誰でもあなたとしてログインできるため、メールボックスを適切に管理してください。",
          "一部のキャンペーンは特定の国でのみ実施されるため、居住国などの情報は正確に入力してください。",
          "お住まいの地域で未成年の方は、保護者の同意を得たうえで本サービスを利用してください。",
          "アカウントはお一人につき一つとし、売買、貸与、譲渡はできません。",
        ],
      },
      {
        heading: "第3条（キャンペーン・特典・抽選）",
        items: [
          "特典には数量の限りがあります。特典を受け取れるかどうかは、主催者が定める期間、上限数および条件によります。上限に達した場合、期間内でも終了することがあります。",
          "抽選の当選者は、キャンペーンページに記載の方法により、応募資格のある応募の中から無作為に選ばれます。抽選結果に関するお問い合わせにはお答えできません。",
          "特典は、キャンペーンの定めに従い、キャンペーン終了後または応募完了時に付与されます。",
          "複数アカウントや自動化ツールの利用など、本規約に違反して取得された特典は、付与を拒否し、または取り消すことがあります。",
        ],
      },
      {
        heading: "第4条（デジタルコレクティブルとウォレット）",
        items: [
          "デジタルコレクティブルは公開ブロックチェーン上に記録されます。ブロックチェーン上の記録を当社が変更または削除することはできません。",
          "ウォレット（ブラウザ拡張機能型、接続プロトコル経由、ウェブウォレット）を接続する場合、ウォレットとその秘密鍵の管理はご自身の責任となります。当社がシークレットリカバリーフレーズをお尋ねすることはありません。",
          "デジタルコレクティブルは、キャンペーンに別段の定めがない限り、トークンそのものを付与するものであり、作品の著作権その他の権利を移転するものではありません。",
          "ブロックチェーンネットワークおよびウォレットソフトウェアは第三者が運営しています。その障害、手数料または仕様変更について、当社は責任を負いません。",
        ],
      },
      {
        heading: "第5条（外部サービスとの連携）",
        paragraphs: [
          `一部の条件では、${providerList("ja")} などの外部サービスのアカウント連携をお願いすることがあります。許可いただいたアクセスは、条件の達成を確認するためにのみ使用します。外部サービスの利用には各サービスの規約が適用され、連携はいつでも各サービス側で解除できます。`,
        ],
      },
      {
        heading: "第6条（禁止事項）",
        items: [
          "法令に違反する行為、または著作権・プライバシー権その他の他人の権利を侵害する行為",
          "複数アカウントの作成、ボットやスクリプトの利用その他の不正な方法で特典を得る行為",
          "本サービスの運営を妨げる行為、権限のないシステムやデータへのアクセスを試みる行為、当社の書面による許可なくセキュリティを検査する行為",
          "キャンペーンが禁止する方法で特典やコードを転売し、または有償で提供する行為",
          "本サービスに関連して、不快、誤解を招く、または有害な内容を投稿・送信する行為",
        ],
      },
      {
        heading: "第7条（利用停止と退会）",
        paragraphs: [
          "本規約に違反した場合、当社は予告なくアカウントの利用を停止し、または削除することがあり、違反によって得られた特典を取り消すことがあります。",
          "アカウントページからいつでも退会できます。退会するとメールアドレスと設定は消去されます。特典の付与や抽選の記録は、個人を特定できない形で残ります。すでにウォレットにあるデジタルコレクティブルはそのまま残ります。",
        ],
      },
      {
        heading: "第8条（サービスの変更・中断）",
        paragraphs: [
          "当社は、保守、セキュリティ、法令上の理由などにより、本サービスまたはキャンペーンの内容を変更し、一時停止し、または終了することがあります。計画的なメンテナンスは、可能な限り本サービス上で事前にお知らせします。",
        ],
      },
      {
        heading: "第9条（知的財産権）",
        paragraphs: [
          "本サービスおよびそのコンテンツに関する権利は、当社またはコンテンツを提供する主催者・アーティストに帰属します。本サービスへの参加のため、個人的かつ非営利の目的でのみ利用できます。",
        ],
      },
      {
        heading: "第10条（免責・責任の制限）",
        paragraphs: [
          "本サービスは現状有姿で提供され、常に利用できること、誤りがないこと、特定の目的に適合することを保証するものではありません。",
          "当社の故意または重過失による場合、その他法令上制限が認められない場合を除き、本サービスに関して当社が負う責任は、直接かつ通常の損害に限られます。本規約は、消費者契約法その他の法令によりお客様に認められる権利を制限するものではありません。",
        ],
      },
      {
        heading: "第11条（個人情報）",
        paragraphs: ["当社は、プライバシーポリシーに従って個人情報を取り扱います。"],
      },
      {
        heading: "第12条（本規約の変更）",
        paragraphs: [
          "当社は本規約を変更することがあります。重要な変更は、効力発生前に本サービス上でお知らせします。効力発生後も本サービスを利用された場合、変更後の本規約に同意したものとみなします。",
        ],
      },
      {
        heading: "第13条（準拠法・裁判管轄）",
        paragraphs: [
          "本規約は日本法に準拠します。本サービスに関する紛争については、東京地方裁判所を第一審の専属的合意管轄裁判所とします。",
        ],
      },
    ],
  },
};
