package chiffreslettres.chiffres.engine;

/** A canonical subset of the tiles and a value it makes: the key of the memos of tree searches. */
record SubsetValue(int mask, long value) {
}
