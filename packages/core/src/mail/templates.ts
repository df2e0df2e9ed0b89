import type { Locale, OperatorRole } from "@fanfare/protocol";

export type MailKind = "signIn" | "emailChange" | "emailChangeTaken" | "emailChanged" | "accountCancel";

type Texts = { subject: string; intro: string; action: string; outro: string };

// Server-side mail texts in every language of the protocol's LOCALES (Record<Locale, …>: a language
// added there does not compile until it has its texts here). The link's lifetime ({minutes}) and, in
// the notice to the previous address, the new address partly masked ({email}) are filled in per mail.
const TEXTS: Record<Locale, Record<MailKind, Texts>> = {
  ja: {
    signIn: {
      subject: "Fanfare ログイン用リンク",
      intro: "Fanfare へのログインをご希望いただきありがとうございます。下のリンクを開くとログインが完了します。",
      action: "ログインする",
      outro: "このリンクは{minutes}分間、1回だけ有効です。お心当たりのない場合は、このメールを破棄してください。",
    },
    emailChange: {
      subject: "Fanfare メールアドレス変更の確認",
      intro:
        "Fanfare のメールアドレスをこのアドレスに変更するリクエストを受け付けました。下のリンクを開くと変更が完了します。",
      action: "メールアドレスを変更する",
      outro: "このリンクは{minutes}分間、1回だけ有効です。お心当たりのない場合は、このメールを破棄してください。",
    },
    emailChangeTaken: {
      subject: "Fanfare アカウントをこのメールアドレスへ移すリクエストがありました",
      intro:
        "Fanfare のアカウントをこのメールアドレスに変更するリクエストがありました。このアドレスにはすでに Fanfare のアカウントがあるため、何も変更されていません。お使いのアカウントとメールアドレスはそのままです。",
      action: "Fanfare を開く",
      outro:
        "ご自身によるリクエストの場合は、このアドレスでログインすると既存のアカウントをご利用いただけます。お心当たりのない場合は、このメールを破棄してください。",
    },
    emailChanged: {
      subject: "Fanfare メールアドレスが変更されました",
      intro:
        "Fanfare アカウントのメールアドレスが {email} に変更されました。今後のお知らせは新しいアドレスに届き、このアドレスではログインできなくなります。",
      action: "Fanfare を開く",
      outro: "お心当たりのない場合は、お問い合わせください。",
    },
    accountCancel: {
      subject: "Fanfare 退会手続きの確認",
      intro: "Fanfare の退会リクエストを受け付けました。下のリンクを開き、退会を確定してください。",
      action: "退会手続きを続ける",
      outro: "このリンクは{minutes}分間、1回だけ有効です。退会しない場合は、このメールを破棄してください。",
    },
  },
  en: {
    signIn: {
      subject: "Your Fanfare sign-in link",
      intro: "Thanks for signing in to Fanfare. Open the link below to finish signing in.",
      action: "Sign in",
      outro:
        "This link works once and expires in {minutes} minutes. If you did not ask for it, you can ignore this mail.",
    },
    emailChange: {
      subject: "Confirm your new Fanfare e-mail address",
      intro: "We received a request to change your Fanfare e-mail address to this one. Open the link below to confirm.",
      action: "Confirm the new address",
      outro:
        "This link works once and expires in {minutes} minutes. If you did not ask for it, you can ignore this mail.",
    },
    emailChangeTaken: {
      subject: "Someone tried to move a Fanfare account to this address",
      intro:
        "Someone asked to move a Fanfare account to this e-mail address. This address already has a Fanfare account, so nothing was changed. Your account and its address stay as they are.",
      action: "Open Fanfare",
      outro:
        "If it was you, sign in with this address to use the account it already has. If not, you can ignore this mail.",
    },
    emailChanged: {
      subject: "Your Fanfare e-mail address was changed",
      intro:
        "The e-mail address of your Fanfare account was changed to {email}. From now on, mails go to the new address, and this address no longer signs in.",
      action: "Open Fanfare",
      outro: "If this was not you, please contact us.",
    },
    accountCancel: {
      subject: "Confirm cancelling your Fanfare account",
      intro: "We received a request to cancel your Fanfare account. Open the link below to confirm.",
      action: "Continue cancelling",
      outro:
        "This link works once and expires in {minutes} minutes. If you want to keep your account, ignore this mail.",
    },
  },
  fr: {
    signIn: {
      subject: "Votre lien de connexion Fanfare",
      intro: "Merci de vous connecter à Fanfare. Ouvrez le lien ci-dessous pour terminer la connexion.",
      action: "Se connecter",
      outro:
        "Ce lien ne fonctionne qu'une fois et expire dans {minutes} minutes. Si vous ne l'avez pas demandé, ignorez ce message.",
    },
    emailChange: {
      subject: "Confirmez votre nouvelle adresse e-mail Fanfare",
      intro:
        "Nous avons reçu une demande de changement de votre adresse e-mail Fanfare vers celle-ci. Ouvrez le lien ci-dessous pour confirmer.",
      action: "Confirmer la nouvelle adresse",
      outro:
        "Ce lien ne fonctionne qu'une fois et expire dans {minutes} minutes. Si vous ne l'avez pas demandé, ignorez ce message.",
    },
    emailChangeTaken: {
      subject: "Quelqu'un a voulu déplacer un compte Fanfare vers cette adresse",
      intro:
        "Quelqu'un a demandé à déplacer un compte Fanfare vers cette adresse e-mail. Cette adresse a déjà un compte Fanfare, donc rien n'a été modifié. Votre compte et son adresse restent inchangés.",
      action: "Ouvrir Fanfare",
      outro:
        "Si c'était vous, connectez-vous avec cette adresse pour utiliser le compte qu'elle possède déjà. Sinon, ignorez ce message.",
    },
    emailChanged: {
      subject: "Votre adresse e-mail Fanfare a été modifiée",
      intro:
        "L'adresse e-mail de votre compte Fanfare a été remplacée par {email}. Les messages seront désormais envoyés à la nouvelle adresse, et cette adresse ne permet plus de se connecter.",
      action: "Ouvrir Fanfare",
      outro: "Si ce n'était pas vous, contactez-nous.",
    },
    accountCancel: {
      subject: "Confirmez la résiliation de votre compte Fanfare",
      intro:
        "Nous avons reçu une demande de résiliation de votre compte Fanfare. Ouvrez le lien ci-dessous pour confirmer.",
      action: "Poursuivre la résiliation",
      outro:
        "Ce lien ne fonctionne qu'une fois et expire dans {minutes} minutes. Pour garder votre compte, ignorez ce message.",
    },
  },
  th: {
    signIn: {
      subject: "ลิงก์สำหรับเข้าสู่ระบบ Fanfare",
      intro: "ขอบคุณที่เข้าสู่ระบบ Fanfare เปิดลิงก์ด้านล่างเพื่อเข้าสู่ระบบให้เสร็จสมบูรณ์",
      action: "เข้าสู่ระบบ",
      outro: "ลิงก์นี้ใช้ได้เพียงครั้งเดียวและจะหมดอายุใน {minutes} นาที หากคุณไม่ได้ร้องขอ โปรดละเว้นอีเมลนี้",
    },
    emailChange: {
      subject: "ยืนยันอีเมลใหม่ของ Fanfare",
      intro: "เราได้รับคำขอเปลี่ยนอีเมลของบัญชี Fanfare เป็นอีเมลนี้ เปิดลิงก์ด้านล่างเพื่อยืนยัน",
      action: "ยืนยันอีเมลใหม่",
      outro: "ลิงก์นี้ใช้ได้เพียงครั้งเดียวและจะหมดอายุใน {minutes} นาที หากคุณไม่ได้ร้องขอ โปรดละเว้นอีเมลนี้",
    },
    emailChangeTaken: {
      subject: "มีผู้ขอย้ายบัญชี Fanfare มายังอีเมลนี้",
      intro: "มีผู้ขอย้ายบัญชี Fanfare มายังอีเมลนี้ แต่อีเมลนี้มีบัญชี Fanfare อยู่แล้ว จึงไม่มีการเปลี่ยนแปลงใดๆ บัญชีและอีเมลของคุณยังคงเหมือนเดิม",
      action: "เปิด Fanfare",
      outro: "หากเป็นคุณ โปรดเข้าสู่ระบบด้วยอีเมลนี้เพื่อใช้บัญชีที่มีอยู่แล้ว หากไม่ใช่ คุณสามารถละเว้นอีเมลนี้ได้",
    },
    emailChanged: {
      subject: "อีเมลของบัญชี Fanfare ถูกเปลี่ยนแล้ว",
      intro: "อีเมลของบัญชี Fanfare ของคุณถูกเปลี่ยนเป็น {email} แล้ว ต่อจากนี้อีเมลจะถูกส่งไปยังที่อยู่ใหม่ และจะใช้อีเมลนี้เข้าสู่ระบบไม่ได้อีก",
      action: "เปิด Fanfare",
      outro: "หากคุณไม่ได้ดำเนินการนี้ โปรดติดต่อเรา",
    },
    accountCancel: {
      subject: "ยืนยันการยกเลิกบัญชี Fanfare",
      intro: "เราได้รับคำขอยกเลิกบัญชี Fanfare ของคุณ เปิดลิงก์ด้านล่างเพื่อยืนยัน",
      action: "ดำเนินการยกเลิกบัญชีต่อ",
      outro: "ลิงก์นี้ใช้ได้เพียงครั้งเดียวและจะหมดอายุใน {minutes} นาที หากต้องการใช้บัญชีต่อ โปรดละเว้นอีเมลนี้",
    },
  },
};

type CodeTexts = { lead: string; note: string };

// The sign-in mail's code (ADR 0022), for the fan whose mail app opens links in another browser or on
// another device: typed where they asked for the mail, which is the only browser it works in.
const SIGN_IN_CODE_TEXTS: Record<Locale, CodeTexts> = {
  ja: {
    lead: "別の端末でこのメールを開いた場合は、ログインをリクエストした端末の画面に次のコードを入力してください。",
    note: "コードもリンクと同じく{minutes}分間、1回だけ有効です。このメールをリクエストした Fanfare の画面にのみ入力し、誰にも教えないでください。Fanfare からコードをお尋ねすることはありません。",
  },
  en: {
    lead: "Reading this on another device? Type this code on the device where you asked to sign in:",
    note: "Like the link, the code works once and expires in {minutes} minutes. Type it only on the Fanfare page where you asked for this mail, and never share it: Fanfare will never ask you for it.",
  },
  fr: {
    lead: "Vous lisez ce message sur un autre appareil ? Saisissez ce code sur l'appareil où vous avez demandé à vous connecter :",
    note: "Comme le lien, le code ne fonctionne qu'une fois et expire dans {minutes} minutes. Saisissez-le uniquement sur la page Fanfare où vous avez demandé ce message et ne le communiquez à personne : Fanfare ne vous le demandera jamais.",
  },
  th: {
    lead: "หากคุณเปิดอีเมลนี้บนอุปกรณ์อื่น โปรดพิมพ์รหัสนี้บนอุปกรณ์ที่คุณขอเข้าสู่ระบบ:",
    note: "รหัสนี้ใช้ได้เพียงครั้งเดียวและจะหมดอายุใน {minutes} นาทีเช่นเดียวกับลิงก์ พิมพ์รหัสเฉพาะในหน้า Fanfare ที่คุณขออีเมลนี้เท่านั้น และอย่าบอกรหัสนี้กับผู้ใด Fanfare จะไม่ขอรหัสนี้จากคุณ",
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Renders one mail in the fan's language: plain text first (the catcher and tests read it), HTML beside.
 * A sign-in mail given a `code` shows it on a line of its own, large, between the link and the outro.
 */
export function renderMail(
  kind: MailKind,
  locale: Locale,
  link: string,
  minutes: number,
  values: { email?: string; code?: string } = {},
) {
  const t = TEXTS[locale][kind];
  const fill = (value: string) =>
    value.replace("{minutes}", String(minutes)).replace("{email}", () => values.email ?? "");
  const [intro, outro] = [fill(t.intro), fill(t.outro)];
  const code = kind === "signIn" && values.code ? { value: values.code, ...SIGN_IN_CODE_TEXTS[locale] } : null;
  const codeText = code ? `${code.lead}\n\n${code.value}\n\n${fill(code.note)}\n\n` : "";
  const codeHtml = code
    ? `<div style="margin:24px 0;padding:16px;border:1px solid #ddd;border-radius:8px">
<p style="margin:0 0 8px">${escapeHtml(code.lead)}</p>
<p style="margin:0;font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace">${escapeHtml(code.value)}</p>
<p style="margin:8px 0 0;font-size:13px;color:#444">${escapeHtml(fill(code.note))}</p>
</div>
`
    : "";
  const text = `${intro}\n\n${t.action}: ${link}\n\n${codeText}${outro}\n\n— Fanfare\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.6;color:#111">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#5b21b6;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
${codeHtml}<p style="font-size:13px;color:#444">${escapeHtml(outro)}</p>
<p style="font-size:12px;color:#666;word-break:break-all">${escapeHtml(link)}</p>
</body></html>`;
  return { subject: t.subject, text, html };
}

export type DrawResult = "WIN" | "FAILED";

type DrawTexts = { subject: string; intro: string; action: string; outro: string; record: string };

// The result of a lucky draw drawn at campaign end, in every language of LOCALES; {title} is the
// campaign's title in the fan's language. `record` names the public draw record page, where anyone can
// check how the winners were chosen: a fan who lost is the one most likely to wonder.
const DRAW_TEXTS: Record<Locale, Record<DrawResult, DrawTexts>> = {
  ja: {
    WIN: {
      subject: "【当選】「{title}」抽選結果のお知らせ",
      intro:
        "「{title}」の抽選にご応募いただきありがとうございました。厳正な抽選の結果、当選されました。おめでとうございます！",
      action: "キャンペーンページで受け取る",
      outro:
        "キャンペーンページから特典をお受け取りください。受け取り期間を過ぎると受け取れなくなりますのでご注意ください。",
      record: "抽選のしくみと抽選記録（どなたでも検算できます）",
    },
    FAILED: {
      subject: "「{title}」抽選結果のお知らせ",
      intro:
        "「{title}」の抽選にご応募いただきありがとうございました。厳正な抽選の結果、誠に残念ながら今回はご当選となりませんでした。",
      action: "キャンペーンページを見る",
      outro: "またのご参加を心よりお待ちしております。",
      record: "抽選のしくみと抽選記録（どなたでも検算できます）",
    },
  },
  en: {
    WIN: {
      subject: "You won the lucky draw of “{title}”",
      intro:
        "Thank you for entering the lucky draw of “{title}”. The draw is done and you are one of the winners. Congratulations!",
      action: "Claim it on the campaign page",
      outro: "Claim your reward on the campaign page before the distribution period ends.",
      record: "How the winners were drawn: the draw record (anyone can check it)",
    },
    FAILED: {
      subject: "The result of the lucky draw of “{title}”",
      intro:
        "Thank you for entering the lucky draw of “{title}”. The draw is done and, unfortunately, you were not drawn this time.",
      action: "See the campaign page",
      outro: "We hope to see you in the next campaign.",
      record: "How the winners were drawn: the draw record (anyone can check it)",
    },
  },
  fr: {
    WIN: {
      subject: "Vous avez gagné le tirage au sort « {title} »",
      intro:
        "Merci d’avoir participé au tirage au sort « {title} ». Le tirage a eu lieu et vous faites partie des gagnants. Félicitations !",
      action: "Obtenir la récompense sur la page de la campagne",
      outro: "Obtenez votre récompense sur la page de la campagne avant la fin de la période de distribution.",
      record: "Comment les gagnants ont été tirés au sort : le registre du tirage (chacun peut le vérifier)",
    },
    FAILED: {
      subject: "Le résultat du tirage au sort « {title} »",
      intro:
        "Merci d’avoir participé au tirage au sort « {title} ». Le tirage a eu lieu et, malheureusement, vous n’avez pas été tiré au sort cette fois-ci.",
      action: "Voir la page de la campagne",
      outro: "Au plaisir de vous retrouver lors de la prochaine campagne.",
      record: "Comment les gagnants ont été tirés au sort : le registre du tirage (chacun peut le vérifier)",
    },
  },
  th: {
    WIN: {
      subject: "คุณได้รับรางวัลจากการจับรางวัล “{title}”",
      intro: "ขอบคุณที่ร่วมสนุกในการจับรางวัล “{title}” การจับรางวัลเสร็จสิ้นแล้ว และคุณเป็นหนึ่งในผู้โชคดี ขอแสดงความยินดีด้วย!",
      action: "รับรางวัลที่หน้าแคมเปญ",
      outro: "โปรดรับรางวัลของคุณที่หน้าแคมเปญก่อนสิ้นสุดระยะเวลาการแจก",
      record: "วิธีการจับรางวัลและบันทึกการจับรางวัล (ทุกคนตรวจสอบได้)",
    },
    FAILED: {
      subject: "ผลการจับรางวัล “{title}”",
      intro: "ขอบคุณที่ร่วมสนุกในการจับรางวัล “{title}” การจับรางวัลเสร็จสิ้นแล้ว เสียใจด้วย ครั้งนี้คุณไม่ได้รับรางวัล",
      action: "ดูหน้าแคมเปญ",
      outro: "หวังว่าจะได้พบคุณอีกในแคมเปญหน้า",
      record: "วิธีการจับรางวัลและบันทึกการจับรางวัล (ทุกคนตรวจสอบได้)",
    },
  },
};

/**
 * The mail telling a fan the result of a lucky draw, in their language, linking to the campaign page
 * (`link`) and to the draw's public record (`recordLink`).
 */
export function renderDrawResultMail(
  result: DrawResult,
  locale: Locale,
  input: { title: string; link: string; recordLink: string },
) {
  const t = DRAW_TEXTS[locale][result];
  // A function, so a title with "$&" or "$1" is written as it is, not as a replacement pattern.
  const fill = (value: string) => value.replaceAll("{title}", () => input.title);
  const [subject, intro, outro] = [fill(t.subject), fill(t.intro), t.outro];
  const text = `${intro}\n\n${t.action}: ${input.link}\n\n${outro}\n\n${t.record}: ${input.recordLink}\n\n— Fanfare\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.6;color:#111">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;background:#5b21b6;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#444">${escapeHtml(outro)}</p>
<p style="font-size:12px;color:#666;word-break:break-all">${escapeHtml(input.link)}</p>
<p style="font-size:13px"><a href="${escapeHtml(input.recordLink)}" style="color:#5b21b6">${escapeHtml(t.record)}</a></p>
</body></html>`;
  return { subject, text, html };
}

type InvitationTexts = { subject: string; intro: string; action: string; outro: string };

// The invitation to operate a company in the console, in every language of LOCALES; {company} is the
// company's name, {role} the role given, in the same language.
const INVITATION_TEXTS: Record<Locale, InvitationTexts & { roles: Record<OperatorRole, string> }> = {
  ja: {
    subject: "{company} から Fanfare コンソールに招待されました",
    intro:
      "{company} から、Fanfare の運営コンソールのメンバー（{role}）として招待されました。下のリンクからこのメールアドレスでログインすると、キャンペーンの管理を始められます。",
    action: "コンソールを開く",
    outro: "お心当たりのない場合は、このメールを破棄してください。",
    roles: { OWNER: "オーナー", EDITOR: "編集者", VIEWER: "閲覧者" },
  },
  en: {
    subject: "{company} invited you to the Fanfare console",
    intro:
      "{company} invited you to its team on the Fanfare console as {role}. Sign in with this e-mail address through the link below to start managing its campaigns.",
    action: "Open the console",
    outro: "If you did not expect this invitation, you can ignore this mail.",
    roles: { OWNER: "an owner", EDITOR: "an editor", VIEWER: "a viewer" },
  },
  fr: {
    subject: "{company} vous invite sur la console Fanfare",
    intro:
      "{company} vous invite à rejoindre son équipe sur la console Fanfare en tant que {role}. Connectez-vous avec cette adresse e-mail grâce au lien ci-dessous pour commencer à gérer ses campagnes.",
    action: "Ouvrir la console",
    outro: "Si vous n’attendiez pas cette invitation, ignorez ce message.",
    roles: { OWNER: "propriétaire", EDITOR: "éditeur", VIEWER: "lecteur" },
  },
  th: {
    subject: "{company} เชิญคุณเข้าสู่คอนโซล Fanfare",
    intro: "{company} เชิญคุณเข้าร่วมทีมในคอนโซล Fanfare ในบทบาท{role} เข้าสู่ระบบด้วยอีเมลนี้ผ่านลิงก์ด้านล่างเพื่อเริ่มจัดการแคมเปญ",
    action: "เปิดคอนโซล",
    outro: "หากคุณไม่ได้คาดหวังคำเชิญนี้ โปรดละเว้นอีเมลนี้",
    roles: { OWNER: "เจ้าของ", EDITOR: "ผู้แก้ไข", VIEWER: "ผู้ดู" },
  },
};

/** The mail inviting an account to operate a company, in its language, linking to the console. */
export function renderOperatorInvitationMail(
  locale: Locale,
  input: { company: string; role: OperatorRole; link: string },
) {
  const t = INVITATION_TEXTS[locale];
  const fill = (value: string) =>
    value.replaceAll("{company}", () => input.company).replaceAll("{role}", () => t.roles[input.role]);
  const [subject, intro] = [fill(t.subject), fill(t.intro)];
  const text = `${intro}\n\n${t.action}: ${input.link}\n\n${t.outro}\n\n— Fanfare\n`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.6;color:#111">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:12px 20px;background:#5b21b6;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#444">${escapeHtml(t.outro)}</p>
<p style="font-size:12px;color:#666;word-break:break-all">${escapeHtml(input.link)}</p>
</body></html>`;
  return { subject, text, html };
}
