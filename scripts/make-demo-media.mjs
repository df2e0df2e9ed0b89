/// <reference lib="dom" />
// Makes the demo channel's small media files (committed under packages/core/demo/assets): a 2-second
// WebM video recorded from a canvas by Chromium's MediaRecorder, a 1-second WAV tone and a one-page PDF.
// Run once: `node scripts/make-demo-media.mjs` (needs /usr/bin/chromium). Kept for regenerating them.
import { writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const out = new URL("../packages/core/demo/assets/", import.meta.url);

function wav() {
  const rate = 8000;
  const samples = rate; // 1 s, mono, 8-bit
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / 400, (samples - i) / 400);
    data[i] = 128 + Math.round(60 * fade * Math.sin((2 * Math.PI * 523.25 * i) / rate));
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function pdf() {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    null,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const stream = "BT /F1 18 Tf 40 100 Td (Fanfare Demo: liner notes) Tj ET";
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = "%PDF-1.4\n";
  /** @type {number[]} */
  const offsets = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

async function webm() {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage();
    const base64 = await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 160;
      canvas.height = 90;
      const g = canvas.getContext("2d");
      if (!g) throw new Error("no 2d canvas");
      const stream = canvas.captureStream(15);
      const recorder = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 60_000 });
      /** @type {Blob[]} */
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const start = performance.now();
      recorder.start();
      await new Promise((resolve) => {
        const draw = () => {
          const t = (performance.now() - start) / 2000;
          g.fillStyle = `hsl(${Math.round(t * 300)}, 70%, 45%)`;
          g.fillRect(0, 0, 160, 90);
          g.fillStyle = "#fff";
          g.font = "bold 20px sans-serif";
          g.fillText("Fanfare", 38 + Math.sin(t * 6) * 20, 52);
          if (t < 1) requestAnimationFrame(draw);
          else resolve(undefined);
        };
        draw();
      });
      recorder.stop();
      await new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let s = "";
      for (const b of bytes) s += String.fromCharCode(b);
      return btoa(s);
    });
    return Buffer.from(base64, "base64");
  } finally {
    await browser.close();
  }
}

writeFileSync(new URL("tone.wav", out), wav());
writeFileSync(new URL("liner-notes.pdf", out), pdf());
writeFileSync(new URL("clip.webm", out), await webm());
console.log("demo media written to", out.pathname);
