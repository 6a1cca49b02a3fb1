#!/usr/bin/env python3
"""Prints, one a line, the French forms fit for play by their shape (read on standard input, one a line) that
the French Scrabble list leaves out as unit symbols and abbreviations that hold a vowel (docs/scrabble.md):

- a unit symbol with an SI prefix (kcal, mmol, dakat, dag, mrad, kbit): every reading Dicollecte's French
  spelling dictionary gives of the form (hunspell -m) is of an entry it writes only as given (its KEEPCASE flag
  ||, which it gives to unit symbols), with a prefix of its U. rule (the SI prefixes, y to Y; the entries
  without that rule, as the letter g beside the symbol g, take none) or, an entry of its own, spelled as such a
  prefix on another such entry (kbit, mbar);
- a unit symbol without a prefix (dyn, atm, vad): every reading is of an invariable entry the dictionary writes
  only as given (||), of three letters or more (two-letter words follow the tournament lists), no form of which
  Lexique 3.82 attests (UNATTESTED; rad, tec are attested), and that L'Officiel du Scrabble does not have as a
  word (kat and tep stay);
- of these symbols, not those L'Officiel du Scrabble has as words, spelled alike (kat, tep, and dal, the dish of
  lentils, which the dictionary reads only as the decalitre's symbol): TOURNAMENT_SYMBOLS;
- an abbreviation (janv, févr, fig, réf, ibid, suppl, etc) or a function name (sin, cosh, arctan) that one of
  the lists below writes as such, when every reading Dicollecte gives of the form is an invariable noun or
  adjective or an adverb (so sept, mer, jeu, art, vol, sec, tan, which are words too, stay);
- a word cut short (bibliogr, étym, trad, div, litt, circ, cotan, conf): one of the forms of UNATTESTED (the
  invariable forms no form of which Lexique 3.82 attests, as scripts/french-unattested.sh prints them) of
  three letters or more that Dicollecte reads only as an invariable noun or adjective, an adverb or a word of
  a locution, from entries that are no symbols, that takes no plural in s by the dictionary's rules
  (antivaccins), that ends in a consonant and that begins a word of the dictionary at least two letters
  longer with a reading of the same part of speech and gender (bibliographie, étymologie, traduction,
  division, littéraire, cotangente, confer).

The lists of abbreviations, each written with a final period where it comes from:
- CLDR (Unicode, Unicode License v3): French abbreviated month and day names of the Gregorian calendar
  (common/main/fr.xml, the format width "abbreviated", as the JDK's DateFormatSymbols gives them) and the
  French sentence-break suppressions (common/segments/fr.xml), lower-case single words only;
- the French abbreviations of the pragmatic segmenter as wikimedia/sentencex ships them
  (src/languages/abbrev/fr.txt, MIT), single words only;
- the names ISO 80000-2 gives the trigonometric and hyperbolic functions and their inverses (sin to arcoth),
  which the dictionary lists as nouns.

    apt-get install hunspell hunspell-fr-classical     # as root, once
    python3 scripts/french-symbols-abbreviations.py UNATTESTED < candidates.txt > french-symbols-abbreviations.txt

scripts/french-symbols-abbreviations.sh runs it on the candidates the dictionary builder prints.
"""
import bisect
import collections
import subprocess
import sys

DICTIONARY = '/usr/share/hunspell/fr'

CLDR_DATES = 'janv févr avr juil sept oct nov déc dim lun mar mer jeu ven sam'
CLDR_SENTENCE_BREAK = ('aux config collab dim imprim oct syst bull doc hôp juil broch adr symb anc voit graph dir'
                       ' éd fig édit niv quart cam éval anon réf févr indus équiv illustr acoust nov sept avr jeu'
                       ' dest ill coll encycl mer ven lun sam append categ janv imm mar exempl déc ann synth dict'
                       ' gouv')
SENTENCEX = ('al ann apr art auj av boul ca cf chap co contr dir env etc ex fasc fém fig fr hab ibid id inf lib'
             ' ltd masc mm ms pl pp sec sect sing sq sqq ss suiv sup suppl tél vb vol vs éd')
ISO_80000_2 = ('sin cos tan cot sec csc arcsin arccos arctan arccot arcsec arccsc sinh cosh tanh coth sech csch'
               ' arsinh arcosh artanh arcoth arsech arcsch')
ABBREVIATIONS = set(' '.join([CLDR_DATES, CLDR_SENTENCE_BREAK, SENTENCEX, ISO_80000_2]).split())
VOWELS = 'aeiouyàâäéèêëîïôöùûüÿæœ'
# Symbols spelled as words L'Officiel du Scrabble (FRA20) has: kept (kat, tep without a prefix, dal with one).
TOURNAMENT_SYMBOLS = {'dal', 'kat', 'tep'}
# The SI prefixes written in lower case (the SI Brochure, 9th edition, table 7), as units take them.
SI_PREFIXES = ['da', 'y', 'z', 'a', 'f', 'p', 'n', 'µ', 'm', 'c', 'd', 'h', 'k']


def entries():
    """Each word of the dictionary's .dic file with its entries' flags and morphology."""
    found = collections.defaultdict(list)
    with open(DICTIONARY + '.dic', encoding='utf-8') as dic:
        next(dic)
        for line in dic:
            fields = line.split()
            if fields:
                word, _, flags = fields[0].partition('/')
                found[word].append((flags, ' '.join(fields[1:])))
    return found


def readings(forms):
    """Each form's readings by hunspell -m: (prefix, stem, morphology) triples."""
    out = subprocess.run(['hunspell', '-d', DICTIONARY, '-i', 'UTF-8', '-m'], input='\n'.join(forms) + '\n',
                         capture_output=True, text=True, check=True).stdout
    found = collections.defaultdict(list)
    for line in out.splitlines():
        fields = line.split()
        if len(fields) < 2:
            continue
        form, rest = fields[0], fields[1:]
        prefix = '' if rest[0].startswith(('st:', 'po:', 'is:')) else rest.pop(0)
        stem = next((f[3:] for f in rest if f.startswith('st:')), form)
        found[form].append((prefix, stem, ' '.join(f for f in rest if not f.startswith('st:'))))
    return found


def kind(morphology):
    """A reading's part of speech and gender (None for none)."""
    tags = morphology.split()
    pos = next((t for t in tags if t.startswith('po:')), None)
    return pos, next((t for t in tags if t in ('is:mas', 'is:fem', 'is:epi')), None)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding='utf-8') as unattested_file:
        unattested = {line.strip() for line in unattested_file if line.strip()}
    forms = [line.strip() for line in sys.stdin if line.strip()]
    dic, read = entries(), readings(forms)
    # The plurals in s the dictionary's rules give the unattested forms (antivaccins), invariable as they read.
    plurals = readings([form + 's' for form in forms if form in unattested])
    words = sorted(dic)

    symbols = {word for word, found in dic.items() if any('||' in flags for flags, _ in found)}

    def prefixed_symbol(prefix, stem, morphology):
        # The entries this reading comes from are symbols (||), with an SI prefix by the rule U. (only an entry
        # with that rule takes one: dag is da + the symbol g, not the letter g, which reads the same) or in
        # their spelling.
        source = [flags for flags, m in dic.get(stem, []) if m == morphology and (prefix == '' or 'U.' in flags)]
        if source == [] or not all('||' in f for f in source):
            return False
        if prefix != '':
            return True
        return any(stem.startswith(p) and len(stem) > len(p) + 1 and stem[len(p):] in symbols for p in SI_PREFIXES)

    def bare_symbol(prefix, stem, morphology):
        # A unit symbol without a prefix (dyn, atm): an invariable entry written only as given (||).
        source = [flags for flags, m in dic.get(stem, []) if m == morphology]
        return prefix == '' and source != [] and all('||' in f for f in source) and 'is:inv' in morphology.split()

    def invariable(prefix, stem, morphology):
        tags = morphology.split()
        return prefix == '' and (('is:inv' in tags and ('po:nom' in tags or 'po:adj' in tags))
                                 or tags in (['po:adv'], ['po:loc.adv']))

    def locution_part(prefix, stem, morphology):
        # A reading as a word of a locution (conf, po:loc.verb like confer), without a number.
        tags = morphology.split()
        return (prefix == '' and tags[:1] != [] and tags[0].startswith('po:loc.')
                and not {'is:sg', 'is:pl'} & set(tags))

    def same_kind(reading, other):
        (pos, gender), (other_pos, other_gender) = kind(reading), kind(other)
        return pos == other_pos and (gender == other_gender or 'is:epi' in (gender, other_gender))

    def cut_short(form, found):
        if (form not in unattested or len(form) < 3 or form[-1] in VOWELS or form + 's' in plurals
                or not all(invariable(*r) or locution_part(*r) for r in found)):
            return False
        if any('||' in flags for flags, _ in dic.get(form, [])):
            return False
        own = [morphology for _, _, morphology in found]
        # The words the form begins, in the dictionary's sorted words from the form on.
        i = bisect.bisect_right(words, form)
        while i < len(words) and words[i].startswith(form):
            longer = words[i]
            if len(longer) >= len(form) + 2 and '-' not in longer and any(
                    same_kind(m, other) for m in own for _, other in dic[longer]):
                return True
            i += 1
        return False

    for form in forms:
        found = read.get(form)
        if not found:
            continue
        if form not in TOURNAMENT_SYMBOLS and all(prefixed_symbol(*r) for r in found) or (
                form in unattested and len(form) > 2 and form not in TOURNAMENT_SYMBOLS
                and all(bare_symbol(*r) for r in found)) or (
                form in ABBREVIATIONS and all(invariable(*r) for r in found)) or cut_short(form, found):
            print(form)


if __name__ == '__main__':
    main()
