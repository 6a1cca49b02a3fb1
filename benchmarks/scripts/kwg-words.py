#!/usr/bin/env python3
"""Prints the words of a KWG word graph (the format of wolges and MAGPIE), one a line, in lower case.

Used only to measure the project's lists against the tournament lists MAGPIE's data repository holds
(for instance data/lexica/FRA20.kwg of jvc56/MAGPIE-DATA); nothing it prints is shipped.

    python3 benchmarks/scripts/kwg-words.py FRA20.kwg > fra20.txt

A KWG is an array of little-endian 32-bit nodes. Each node holds a tile (bits 24-31; 1 is A, 2 is B...),
whether the path to it ends a word (bit 23), whether it is the last of its siblings (bit 22) and the index
of its first child (bits 0-21, 0 for none). Node 0 points to the first word-graph node. Only the 26
letters of the English and French tile sets are read; a tile beyond Z is refused.
"""
import struct
import sys

LETTERS = "?abcdefghijklmnopqrstuvwxyz"


def words(data):
    nodes = struct.unpack("<%dI" % (len(data) // 4), data)
    out = []
    stack = [(nodes[0] & 0x3FFFFF, "")]
    while stack:
        index, prefix = stack.pop()
        while True:
            node = nodes[index]
            tile = node >> 24
            if tile >= len(LETTERS):
                raise SystemExit("tile %d at node %d: not a letter A to Z" % (tile, index))
            word = prefix + LETTERS[tile]
            if node & 0x800000:
                out.append(word)
            if node & 0x3FFFFF:
                stack.append((node & 0x3FFFFF, word))
            if node & 0x400000:
                break
            index += 1
    return sorted(out)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: kwg-words.py FILE.kwg")
    with open(sys.argv[1], "rb") as f:
        sys.stdout.write("".join(w + "\n" for w in words(f.read())))
