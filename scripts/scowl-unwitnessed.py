#!/usr/bin/env python3
"""Prints, one a line, the words read on standard input (SCOWL's words of size 70, the rarest of Countdown's
source list) that no second list made for people knows: ENABLE2K does not hold them, spelled as they are or
with an American spelling (-ise as -ize, -our as -or, -tre as -ter, ae and oe as e, -ogue as -og, -ence as
-ense, ll as l), and WordNet 3.0 does not know them, as a lemma of any part of speech or as an inflection
of one (its exception lists, then its rules of detachment: boxes box, ladies lady, cried cry, hotter hot).
Countdown's list keeps such a word only when the English spelling dictionaries give it a frequency class
(ShowWordLists), so pastose, atiptoe, georama, psia, dereism go while ascorbic, ulcerative, pronate stay.

    python3 scripts/scowl-unwitnessed.py ENABLE_LIST.txt.gz [WORDNET_DIR] < size-70-words.txt
"""
import gzip
import sys

DETACHMENTS = {
    'noun': [('s', ''), ('ses', 's'), ('xes', 'x'), ('zes', 'z'), ('ches', 'ch'), ('shes', 'sh'), ('men', 'man'),
             ('ies', 'y')],
    'verb': [('s', ''), ('ies', 'y'), ('es', 'e'), ('es', ''), ('ed', 'e'), ('ed', ''), ('ing', 'e'), ('ing', '')],
    'adj': [('er', ''), ('est', ''), ('er', 'e'), ('est', 'e')],
    'adv': [],
}
AMERICAN = [('is', 'iz'), ('our', 'or'), ('tre', 'ter'), ('ae', 'e'), ('oe', 'e'), ('ogue', 'og'), ('ence', 'ense'),
            ('ll', 'l')]


def wordnet(root_dir):
    """Each part of speech's lemmas and its exceptions (inflection: lemmas)."""
    lemmas, exceptions = {}, {}
    for pos in DETACHMENTS:
        with open('%s/index.%s' % (root_dir, pos), encoding='latin-1') as index:
            lemmas[pos] = {line.split(' ', 1)[0] for line in index if not line.startswith(' ')}
        with open('%s/%s.exc' % (root_dir, pos), encoding='latin-1') as exc:
            exceptions[pos] = {fields[0]: fields[1:] for fields in (line.split() for line in exc) if fields}
    return lemmas, exceptions


def knows(word, lemmas, exceptions):
    for pos, rules in DETACHMENTS.items():
        if word in lemmas[pos] or any(base in lemmas[pos] for base in exceptions[pos].get(word, [])):
            return True
        if any(word.endswith(end) and word[:len(word) - len(end)] + put in lemmas[pos] for end, put in rules):
            return True
    return False


def spellings(word):
    found = {word}
    for british, american in AMERICAN:
        found |= {w.replace(british, american) for w in found if british in w}
    return found


def main():
    if not 2 <= len(sys.argv) <= 3:
        sys.exit(__doc__)
    with gzip.open(sys.argv[1], 'rt', encoding='utf-8') as enable_file:
        enable = {line.strip() for line in enable_file if not line.startswith('#')}
    lemmas, exceptions = wordnet(sys.argv[2] if len(sys.argv) == 3 else '/usr/share/wordnet')
    for line in sys.stdin:
        word = line.strip()
        if word and not spellings(word) & enable and not knows(word, lemmas, exceptions):
            print(word)


if __name__ == '__main__':
    main()
