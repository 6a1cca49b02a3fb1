#!/usr/bin/env python3
"""Makes dictionaries/en/src/main/resources/chiffreslettres/definitions/en.tsv.gz, the English definitions
the library ships (chiffreslettres.lettres.Definitions), from WordNet 3.0 as Debian's wordnet-base package
installs it (/usr/share/wordnet; apt-get install wordnet-base).

For every one-word lemma written in a to z, the gloss of its commonest sense (WordNet's first) in each part
of speech, without the examples that follow it; and WordNet's exception lists (irregular forms: geese,
went, better), which the library's lemma search (WordNet's "morphy") reads with the regular endings.
Lines: "D<TAB>lemma<TAB>part<TAB>gloss" (part n, v, a or r) and "X<TAB>part<TAB>form<TAB>lemma", sorted.
"""
import gzip
import os
import re
import sys

SOURCE = "/usr/share/wordnet"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "dictionaries", "en", "src", "main",
                   "resources", "chiffreslettres", "definitions", "en.tsv.gz")
PARTS = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}
WORD = re.compile(r"[a-z]+")


def gloss(data, offset):
    data.seek(offset)
    line = data.readline().decode("utf-8")
    text = line.split(" | ", 1)[1].strip()
    # The definition ends where the quoted examples begin.
    text = re.split(r';\s*"', text, maxsplit=1)[0].strip().rstrip(";").strip()
    return text


def main():
    if not os.path.isdir(SOURCE):
        sys.exit(f"no {SOURCE}: apt-get install wordnet-base")
    lines = []
    for name, part in PARTS.items():
        with open(os.path.join(SOURCE, f"data.{name}"), "rb") as data, \
                open(os.path.join(SOURCE, f"index.{name}"), encoding="utf-8") as index:
            for row in index:
                if row.startswith(" "):
                    continue
                fields = row.split()
                lemma = fields[0]
                if not WORD.fullmatch(lemma):
                    continue
                pointers = int(fields[3])
                first_offset = int(fields[4 + pointers + 2])
                lines.append(f"D\t{lemma}\t{part}\t{gloss(data, first_offset)}")
        with open(os.path.join(SOURCE, f"{name}.exc"), encoding="utf-8") as exceptions:
            for row in exceptions:
                fields = row.split()
                if len(fields) >= 2 and WORD.fullmatch(fields[0]) and WORD.fullmatch(fields[1]):
                    lines.append(f"X\t{part}\t{fields[0]}\t{fields[1]}")
    lines.sort()
    with gzip.GzipFile(OUT, "wb", mtime=0) as out:
        out.write(("\n".join(lines) + "\n").encode("utf-8"))
    print(f"{sum(l.startswith('D') for l in lines)} definitions, {sum(l.startswith('X') for l in lines)} "
          f"irregular forms -> {os.path.normpath(OUT)}")


if __name__ == "__main__":
    main()
