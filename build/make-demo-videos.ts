/**
 * Makes the demo media committed in src/server/seed/media/: each training video in every language
 * of the product (WebM, VP8, 320x180, 10 frames a second, silent) drawn from generated frames with
 * its title, a moving marker and a clock, its WebVTT captions, and the demo processed video. Needs
 * ffmpeg (Debian: `apt-get install ffmpeg`); only run it to change the media, never in CI.
 *
 *   npm run demo-videos          everything
 *   npm run demo-videos -- pt    only the training media of the languages named (a new language),
 *                                leaving the committed files of the others as they are
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoProcessedVideo } from '../src/server/media/demo-media.ts';
import { demoTrainingVideos, demoVideoMs } from '../src/server/seed/training-content.ts';
import { isLanguage, languages, type Language } from '../src/contract/languages.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'server', 'seed', 'media');
const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const seconds = demoVideoMs / 1000;
const colours = ['0x1d4e89', '0x1b6b52', '0x6b3a7d'];

/** Text for ffmpeg's drawtext: its own escapes for \ : ' and %. */
const drawable = (text: string) => text.replace(/\\/g, '\\\\').replace(/:/g, '\\:').replace(/'/g, '\u2019').replace(/%/g, '\\%');

function makeVideo(out: string, colour: string, title: string): number {
  const filters = [
    `drawbox=x='mod(t*70,290)':y=120:w=30:h=30:color=white@0.8:t=fill`,
    `drawtext=fontfile=${font}:text='${drawable(title)}':fontcolor=white:fontsize=15:x=(w-text_w)/2:y=40`,
    `drawtext=fontfile=${font}:text='%{pts\\:hms}':fontcolor=white:fontsize=12:x=10:y=h-22`,
  ].join(',');
  execFileSync('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `color=c=${colour}:s=320x180:r=10:d=${seconds}`,
    '-vf', filters,
    '-c:v', 'libvpx', '-b:v', '60k', '-g', '10', '-auto-alt-ref', '0', '-an',
    '-metadata', `title=${title}`,
    out,
  ]);
  return statSync(out).size;
}

const asked = process.argv.slice(2);
const unknown = asked.filter((arg) => !isLanguage(arg));
if (unknown.length) throw new Error(`Not a language of the product: ${unknown.join(', ')} (languages: ${languages.join(', ')})`);
const chosen: readonly Language[] = asked.length ? asked.filter(isLanguage) : languages;

const time = (s: number) => `00:00:${String(s).padStart(2, '0')}.000`;

for (const [index, video] of demoTrainingVideos.entries()) {
  for (const lang of chosen) {
    const dir = join(root, 'training', lang);
    mkdirSync(dir, { recursive: true });
    const size = makeVideo(join(dir, `${video.file}.webm`), colours[index % colours.length] ?? '0x1d4e89', video.title[lang]);
    const cues = video.captions[lang].map(([start, end, text], n) => `${n + 1}\n${time(start)} --> ${time(end)}\n${text}\n`);
    writeFileSync(join(dir, `${video.file}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
    process.stdout.write(`training/${lang}/${video.file}.webm ${size} B\n`);
  }
}
if (!asked.length) {
  const processed = join(root, demoProcessedVideo.file);
  const size = makeVideo(processed, '0x3d3d3d', 'Processed evaluation (demo)');
  process.stdout.write(`${demoProcessedVideo.file} ${size} B\n`);
}
