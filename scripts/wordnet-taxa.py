#!/usr/bin/env python3
"""Prints, one a line in lower case, the nouns WordNet knows only as names of taxonomic groups: every
sense of the word is a noun, written with a capital, under taxonomic_group (genus, family, order...).
Many of them are English words too (laburnum, dianthus, fungi); scripts/scowl-countdown-list.sh takes
only the Latin plurals in -ae (ratitae, turdinae, labiatae), which English does not use as words.

    python3 scripts/wordnet-taxa.py [WORDNET_DIR]     # Debian's wordnet-base: /usr/share/wordnet
"""
import collections
import sys


def main():
    root_dir = sys.argv[1] if len(sys.argv) > 1 else '/usr/share/wordnet'
    lemmas, hypernyms = {}, {}
    with open(root_dir + '/data.noun', encoding='latin-1') as data:
        for line in data:
            if line.startswith('  '):
                continue
            fields = line.split(' ')
            offset, count = fields[0], int(fields[3], 16)
            lemmas[offset] = [fields[4 + 2 * i].split('(')[0] for i in range(count)]
            at = 4 + 2 * count
            pointers = int(fields[at])
            at += 1
            hypernyms[offset] = []
            for _ in range(pointers):
                symbol, target, pos = fields[at:at + 3]
                at += 4
                if symbol in ('@', '@i') and pos == 'n':
                    hypernyms[offset].append(target)
    roots = {offset for offset, names in lemmas.items() if 'taxonomic_group' in names}
    known = {}

    def is_taxon(offset):
        # A synset is a taxon when some chain of hypernyms reaches taxonomic_group.
        if offset not in known:
            known[offset] = offset in roots
            known[offset] = offset in roots or any(is_taxon(h) for h in hypernyms[offset])
        return known[offset]

    senses = collections.defaultdict(list)
    for offset, names in lemmas.items():
        for name in names:
            senses[name.lower()].append((offset, name))
    other = set()
    for pos in ('verb', 'adj', 'adv'):
        with open(root_dir + '/index.' + pos, encoding='latin-1') as index:
            other.update(line.split(' ')[0] for line in index if not line.startswith(' '))
    sys.setrecursionlimit(10000)
    for word in sorted(senses):
        if word not in other and all(is_taxon(o) and name[0].isupper() for o, name in senses[word]):
            print(word)


if __name__ == '__main__':
    main()
