import { LOCALES, type Locale } from '@vetshop/domain';
import { loc, slugify } from '../text';
import type { GenCategory, GenUrlKey } from '../types';

interface Node {
  code: string;
  name: [fr: string, nl: string, en: string];
  children?: Node[];
}

const n = (code: string, fr: string, nl: string, en: string, children?: Node[]): Node =>
  children ? { code, name: [fr, nl, en], children } : { code, name: [fr, nl, en] };

/**
 * Three levels: drugs / food / equipment, then 4–6 areas each, then 2–4 leaves each. Products hang on
 * the leaves; leaf codes are what the product templates refer to.
 */
export const CATEGORY_TREE: Node[] = [
  n('drugs', 'Médicaments', 'Geneesmiddelen', 'Medicines', [
    n('antibiotics', 'Antibiotiques', 'Antibiotica', 'Antibiotics', [
      n('antibiotics-oral', 'Antibiotiques oraux', 'Orale antibiotica', 'Oral antibiotics'),
      n(
        'antibiotics-injectable',
        'Antibiotiques injectables',
        'Injecteerbare antibiotica',
        'Injectable antibiotics',
      ),
      n(
        'antibiotics-intramammary',
        'Antibiotiques intramammaires',
        'Intramammaire antibiotica',
        'Intramammary antibiotics',
      ),
    ]),
    n('anti-inflammatories', 'Anti-inflammatoires', 'Ontstekingsremmers', 'Anti-inflammatories', [
      n('nsaids', 'AINS', 'NSAID’s', 'NSAIDs'),
      n('corticosteroids', 'Corticoïdes', 'Corticosteroïden', 'Corticosteroids'),
    ]),
    n('antiparasitics', 'Antiparasitaires', 'Antiparasitaire middelen', 'Antiparasitics', [
      n(
        'antiparasitics-external',
        'Antiparasitaires externes',
        'Uitwendige antiparasitaire middelen',
        'External antiparasitics',
      ),
      n('dewormers', 'Vermifuges', 'Ontwormingsmiddelen', 'Dewormers'),
      n('endectocides', 'Endectocides', 'Endectociden', 'Endectocides'),
    ]),
    n('cardiology', 'Cardiologie', 'Cardiologie', 'Cardiology', [
      n('heart-failure', 'Insuffisance cardiaque', 'Hartfalen', 'Heart failure'),
      n('diuretics', 'Diurétiques', 'Diuretica', 'Diuretics'),
    ]),
    n('anaesthesia', 'Anesthésie et analgésie', 'Anesthesie en analgesie', 'Anaesthesia and analgesia', [
      n('anaesthetics', 'Anesthésiques', 'Anesthetica', 'Anaesthetics'),
      n('sedatives', 'Sédatifs', 'Sedativa', 'Sedatives'),
      n('opioids', 'Analgésiques opioïdes', 'Opioïde pijnstillers', 'Opioid analgesics'),
      n('local-anaesthetics', 'Anesthésiques locaux', 'Lokale anesthetica', 'Local anaesthetics'),
    ]),
    n('specialities', 'Dermatologie, yeux et oreilles', 'Dermatologie, ogen en oren', 'Skin, eyes and ears', [
      n('dermatology', 'Dermatologie', 'Dermatologie', 'Dermatology'),
      n('ophthalmology', 'Ophtalmologie', 'Oogheelkunde', 'Ophthalmology'),
      n('otology', 'Otologie', 'Oorverzorging', 'Ear care'),
      n('gastro', 'Gastro-entérologie', 'Gastro-enterologie', 'Gastroenterology'),
    ]),
  ]),
  n('food', 'Alimentation', 'Voeding', 'Food', [
    n('dog-diets', 'Diététique chien', 'Dieetvoeding hond', 'Dog diets', [
      n('dog-renal', 'Rénal et urinaire chien', 'Nier en urinair hond', 'Dog renal and urinary'),
      n('dog-digestive', 'Digestif chien', 'Spijsvertering hond', 'Dog digestive'),
      n('dog-weight', 'Contrôle du poids chien', 'Gewichtscontrole hond', 'Dog weight control'),
      n('dog-skin', 'Peau et allergies chien', 'Huid en allergie hond', 'Dog skin and allergy'),
    ]),
    n('cat-diets', 'Diététique chat', 'Dieetvoeding kat', 'Cat diets', [
      n('cat-renal', 'Rénal et urinaire chat', 'Nier en urinair kat', 'Cat renal and urinary'),
      n('cat-digestive', 'Digestif chat', 'Spijsvertering kat', 'Cat digestive'),
      n('cat-weight', 'Contrôle du poids chat', 'Gewichtscontrole kat', 'Cat weight control'),
      n('cat-skin', 'Peau et allergies chat', 'Huid en allergie kat', 'Cat skin and allergy'),
    ]),
    n('growth', 'Croissance et senior', 'Groei en senior', 'Growth and senior', [
      n('puppy-kitten', 'Chiots et chatons', 'Pups en kittens', 'Puppies and kittens'),
      n('senior', 'Animaux seniors', 'Senior dieren', 'Senior pets'),
    ]),
    n('supplements', 'Compléments alimentaires', 'Voedingssupplementen', 'Supplements', [
      n('supplements-joint', 'Articulations', 'Gewrichten', 'Joints'),
      n(
        'supplements-digestion',
        'Digestion et probiotiques',
        'Spijsvertering en probiotica',
        'Digestion and probiotics',
      ),
      n('supplements-skin', 'Peau et pelage', 'Huid en vacht', 'Skin and coat'),
    ]),
    n('horse-food', 'Chevaux', 'Paarden', 'Horses', [
      n('horse-feed', 'Aliments pour chevaux', 'Paardenvoeding', 'Horse feed'),
      n('horse-supplements', 'Compléments pour chevaux', 'Supplementen voor paarden', 'Horse supplements'),
    ]),
    n('small-pets', 'NAC', 'Kleine huisdieren', 'Small pets', [
      n('rabbits-rodents', 'Lapins et rongeurs', 'Konijnen en knaagdieren', 'Rabbits and rodents'),
      n('birds', 'Oiseaux', 'Vogels', 'Birds'),
    ]),
  ]),
  n('equipment', 'Matériel', 'Materiaal', 'Equipment', [
    n('injection', 'Injection et perfusion', 'Injectie en infuus', 'Injection and infusion', [
      n('syringes', 'Seringues', 'Spuiten', 'Syringes'),
      n('needles', 'Aiguilles', 'Naalden', 'Needles'),
      n('catheters', 'Cathéters et perfusion', 'Katheters en infuus', 'Catheters and infusion'),
    ]),
    n('surgery', 'Chirurgie', 'Chirurgie', 'Surgery', [
      n('instruments', 'Instruments chirurgicaux', 'Chirurgische instrumenten', 'Surgical instruments'),
      n('sutures', 'Sutures', 'Hechtingen', 'Sutures'),
      n('drapes', 'Champs et blouses', 'Afdekdoeken en schorten', 'Drapes and gowns'),
    ]),
    n('hygiene', 'Hygiène et protection', 'Hygiëne en bescherming', 'Hygiene and protection', [
      n('gloves', 'Gants', 'Handschoenen', 'Gloves'),
      n('disinfection', 'Désinfection', 'Ontsmetting', 'Disinfection'),
    ]),
    n('bandaging', 'Pansements', 'Verbandmiddelen', 'Bandaging', [
      n('bandages', 'Bandes', 'Zwachtels', 'Bandages'),
      n('compresses', 'Compresses', 'Kompressen', 'Swabs and compresses'),
    ]),
    n('recovery', 'Colliers et convalescence', 'Kragen en herstel', 'Collars and recovery', [
      n('collars', 'Colliers de protection', 'Beschermkragen', 'Protective collars'),
      n('recovery-suits', 'Bodys post-opératoires', 'Postoperatieve bodysuits', 'Recovery suits'),
    ]),
    n('diagnostics', 'Diagnostic', 'Diagnostiek', 'Diagnostics', [
      n('thermometers', 'Thermomètres', 'Thermometers', 'Thermometers'),
      n('tests', 'Tests rapides', 'Sneltesten', 'Rapid tests'),
      n('examination', 'Matériel d’examen', 'Onderzoeksmateriaal', 'Examination equipment'),
    ]),
  ]),
];

const DESCRIPTIONS: Record<Locale, (name: string, parent: string | null) => string> = {
  fr: (name, parent) =>
    `${name} : notre sélection professionnelle${parent ? ` dans la gamme ${parent}` : ''}, livrée rapidement aux vétérinaires et pharmaciens.`,
  nl: (name, parent) =>
    `${name}: onze professionele selectie${parent ? ` binnen ${parent}` : ''}, snel geleverd aan dierenartsen en apothekers.`,
  en: (name, parent) =>
    `${name}: our professional selection${parent ? ` in ${parent}` : ''}, delivered fast to vets and pharmacists.`,
};

export interface CategoryData {
  categories: GenCategory[];
  urlKeys: GenUrlKey[];
  /** Leaf codes, in tree order. */
  leaves: string[];
  /** Leaf code → its level-1 ancestor code. */
  areaOf: Map<string, string>;
}

export function buildCategories(): CategoryData {
  const categories: GenCategory[] = [];
  const urlKeys: GenUrlKey[] = [];
  const leaves: string[] = [];
  const areaOf = new Map<string, string>();
  let number = 0;

  const visit = (
    node: Node,
    parent: Node | null,
    area: string | null,
    level: number,
    sequence: number,
  ): void => {
    number += 1;
    const name = loc(...node.name);
    const parentName = parent ? loc(...parent.name) : null;
    const urlKey = loc(
      `${slugify(name.fr)}-${number}`,
      `${slugify(name.nl)}-${number}`,
      `${slugify(name.en)}-${number}`,
    );
    const description = loc(
      DESCRIPTIONS.fr(name.fr, parentName?.fr ?? null),
      DESCRIPTIONS.nl(name.nl, parentName?.nl ?? null),
      DESCRIPTIONS.en(name.en, parentName?.en ?? null),
    );
    categories.push({
      code: node.code,
      parentCode: parent?.code ?? null,
      level,
      sequence,
      name,
      urlKey,
      subtitle: parentName,
      shortDescription: description,
      description,
      seoTitle: loc(`${name.fr} | Vetshop`, `${name.nl} | Vetshop`, `${name.en} | Vetshop`),
      metaDescription: description,
      metaKeywords: name,
      imageUrl: `/media/categories/${node.code}.svg`,
      active: true,
    });
    for (const locale of LOCALES) {
      urlKeys.push({
        locale,
        urlKey: urlKey[locale],
        entity: 'category',
        entityCode: node.code,
        isRedirect: false,
      });
    }
    if (!node.children) {
      leaves.push(node.code);
      if (area) areaOf.set(node.code, area);
      return;
    }
    node.children.forEach((child, i) =>
      visit(child, node, level === 0 ? child.code : area, level + 1, i + 1),
    );
  };
  CATEGORY_TREE.forEach((top, i) => visit(top, null, null, 0, i + 1));
  return { categories, urlKeys, leaves, areaOf };
}
