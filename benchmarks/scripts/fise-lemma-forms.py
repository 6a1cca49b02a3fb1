#!/usr/bin/env python3
"""Extends the Lexicón FISE 2 lemma list (one word a line) by the regular gerund and past participles of
its verbs, the forms the classic Cifras y Letras rules admit beside the lemmas: -ar verbs give -ando,
-ado, -ada; -er and -ir verbs -iendo (-yendo after a vowel), -ido, -ida; -ír verbs -yendo, -ído, -ída; a
pronominal infinitive (-arse) counts as its verb. Irregular participles are in the lemma list when the
dictionary has them as adjectives. Prints the lemmas and these forms, sorted.

Used only to measure the classic Cifras y Letras list (docs/letters.md); nothing it prints is shipped.

    python3 benchmarks/scripts/fise-lemma-forms.py fise-2.txt > fise-2-forms.txt
"""
import sys

ENDINGS = (("ar", "ando", "ado"), ("er", "iendo", "ido"), ("ir", "iendo", "ido"), ("ír", "yendo", "ído"))


def forms(lemmas):
    out = set(lemmas)
    for word in lemmas:
        verb = word[:-2] if word.endswith("se") and word[-4:-2] in ("ar", "er", "ir", "ír") else word
        for infinitive, gerund, participle in ENDINGS:
            if verb.endswith(infinitive) and len(verb) > 3:
                stem = verb[:-2]
                if infinitive in ("er", "ir") and stem[-1] in "aeiou":
                    gerund = "yendo"
                out.update((stem + gerund, stem + participle, stem + participle[:-1] + "a"))
    return sorted(out)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: fise-lemma-forms.py fise-2.txt")
    with open(sys.argv[1], encoding="utf-8") as f:
        lemmas = [line.strip() for line in f if line.strip()]
    sys.stdout.write("".join(w + "\n" for w in forms(lemmas)))
