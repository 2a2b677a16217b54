// "Download for a learning platform": a SCORM 1.2 or SCORM 2004 4th Edition zip of the game
// as set, built in the browser from the built page's own files (dist/files.json), so the
// package asks for nothing outside its folder. Loaded only on a click, with its zip library.

import { t } from './i18n.js';
import { languageOfLinks } from './params.js';

/// What each version writes: the manifest's namespaces, its schema files (www/scorm/, put at
/// the zip's root beside the manifest) and the `schemaversion` platforms read.
export const VERSIONS = {
  scorm12: {
    label: 'SCORM 1.2',
    schemaversion: '1.2',
    folder: 'www/scorm/scorm12/',
    schemas: ['adlcp_rootv1p2.xsd', 'ims_xml.xsd', 'imscp_rootv1p1p2.xsd', 'imsmd_rootv1p2p1.xsd'],
  },
  scorm2004: {
    label: 'SCORM 2004 4th Edition',
    schemaversion: '2004 4th Edition',
    folder: 'www/scorm/scorm2004/',
    schemas: [
      'XMLSchema.dtd', 'adlcp_v1p3.xsd', 'adlnav_v1p3.xsd', 'adlseq_v1p3.xsd', 'datatypes.dtd', 'imscp_v1p1.xsd',
      'imsss_v1p0.xsd', 'imsss_v1p0auxresource.xsd', 'imsss_v1p0control.xsd', 'imsss_v1p0delivery.xsd',
      'imsss_v1p0limit.xsd', 'imsss_v1p0objective.xsd', 'imsss_v1p0random.xsd', 'imsss_v1p0rollup.xsd',
      'imsss_v1p0seqrule.xsd', 'imsss_v1p0util.xsd', 'xml.xsd',
    ],
  },
};

const xml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/// The package's imsmanifest.xml for `version` (a key of VERSIONS): one organisation of one
/// item, the page (`href`, its settings in the query) as its one SCO, listing `files`.
export function manifest(version, { identifier, title, href, files }) {
  const v = VERSIONS[version];
  if (!v) throw new Error(`there is no package of kind ${JSON.stringify(version)}`);
  const list = files.map((f) => `      <file href="${xml(f)}"/>`).join('\n');
  const head = version === 'scorm12'
    ? `<manifest identifier="${xml(identifier)}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">`
    : `<manifest identifier="${xml(identifier)}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">`;
  // SCORM 1.2 spells the attribute scormtype, 2004 scormType.
  const sco = version === 'scorm12' ? 'adlcp:scormtype="sco"' : 'adlcp:scormType="sco"';
  return `<?xml version="1.0" encoding="UTF-8"?>
${head}
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>${v.schemaversion}</schemaversion>
  </metadata>
  <organizations default="movelab-organization">
    <organization identifier="movelab-organization">
      <title>${xml(title)}</title>
      <item identifier="movelab-item" identifierref="movelab-page">
        <title>${xml(title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="movelab-page" type="webcontent" ${sco} href="${xml(href)}">
${list}
    </resource>
  </resources>
</manifest>
`;
}

/// What a package of settings `s` is: the launch page's address (the settings as a query,
/// embedded, a fresh game: no moves, no step, no origins), its title and its file name.
export function describePackage(P, s, version) {
  // The package keeps the language it was made in (lang= in its launch address).
  const fresh = { ...s, step: 0, moves: '', origins: '', autoplay: false, lang: languageOfLinks(s.lang) };
  return {
    href: `index.html?${P.formatParams(fresh, { embed: true })}`,
    title: t('package-title', { heading: P.heading(fresh), task: s.task || 'none' }),
    identifier: `movelab-${s.puzzle}`,
    name: `movelab-${s.puzzle}${s.task ? `-${s.task}` : ''}-${version}.zip`,
  };
}

/// The page's files that a package holds: every built file but the schema folders (their
/// version's files go to the zip's root, where the manifest names them).
export const pageFiles = (all) => all.filter((f) => !f.startsWith('www/scorm/scorm'));

/// The zip of a `version` package of settings `s` (P: www/params.js over the catalog), from
/// the built page at `root` (dist/, by default beside www/). Returns `{ bytes, name }`.
export async function buildPackage(version, P, s, root = new URL('../', import.meta.url)) {
  const v = VERSIONS[version];
  if (!v) throw new Error(`there is no package of kind ${JSON.stringify(version)}`);
  const get = async (path) => {
    const response = await fetch(new URL(path, root));
    if (!response.ok) throw new Error(t('package-no-file', { file: path, status: response.status }));
    return new Uint8Array(await response.arrayBuffer());
  };
  let all;
  try {
    all = JSON.parse(new TextDecoder().decode(await get('files.json')));
  } catch (e) {
    throw new Error(t('package-no-list', { reason: e.message }));
  }
  const files = pageFiles(all);
  const about = describePackage(P, s, version);
  const [{ zipSync, strToU8 }, ...contents] = await Promise.all([
    import('../vendor/fflate.js'),
    ...files.map(get),
    ...v.schemas.map((f) => get(`${v.folder}${f}`)),
  ]);
  const entries = { 'imsmanifest.xml': strToU8(manifest(version, { ...about, files })) };
  files.forEach((f, i) => { entries[f] = contents[i]; });
  v.schemas.forEach((f, i) => { entries[f] = contents[files.length + i]; });
  return { bytes: zipSync(entries, { level: 6 }), name: about.name };
}

/// Builds the package and saves it (a Blob and a download link). Returns the sentence to show.
export async function savePackage(version, P, s, doc = document) {
  const { bytes, name } = await buildPackage(version, P, s);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
  const a = Object.assign(doc.createElement('a'), { href: url, download: name, hidden: true });
  doc.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
  return t('package-saved', { file: name, kb: Math.round(bytes.length / 1024), kind: VERSIONS[version].label });
}
