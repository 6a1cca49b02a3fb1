package chiffreslettres.lettres;

import chiffreslettres.automaton.AutomatonBuilder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.ToIntFunction;

/**
 * Builds an {@link AnagramIndex} from words: the game words, sorted and kept once, make the word
 * automaton (a word's rank is its place in that order); their signatures, sorted with the word ranks in
 * a stable sort, give the signature automaton and each signature's words. Stateless.
 */
final class AnagramIndexBuilder {

    private AnagramIndexBuilder() {
    }

    /** A word's rank under its signature, for sorting by signature then by word. */
    private record Entry(String signature, int word) {
    }

    static AnagramIndex build(Alphabet alphabet, Collection<String> given, ToIntFunction<String> commonnessOf) {
        List<String> kept = new ArrayList<>(given.size());
        int skipped = 0;
        for (String word : given) {
            if (alphabet.foldWord(Objects.requireNonNull(word, "word")) == null) {
                skipped++;
            } else {
                kept.add(word);
            }
        }
        String[] sorted = kept.toArray(new String[0]);
        Arrays.sort(sorted);
        int distinct = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (distinct == 0 || !sorted[i].equals(sorted[distinct - 1])) {
                sorted[distinct++] = sorted[i];
            }
        }
        List<String> words = Arrays.asList(sorted).subList(0, distinct);
        Entry[] entries = new Entry[distinct];
        for (int w = 0; w < distinct; w++) {
            entries[w] = new Entry(AnagramIndex.signatureKey(alphabet, alphabet.foldWord(words.get(w))), w);
        }
        Arrays.sort(entries, (a, b) -> a.signature.compareTo(b.signature));
        List<String> signatures = new ArrayList<>();
        int[] ranks = new int[distinct];
        long[] starts = new long[(distinct + 64) >> 6];
        for (int e = 0; e < distinct; e++) {
            ranks[e] = entries[e].word;
            if (e == 0 || !entries[e].signature.equals(entries[e - 1].signature)) {
                signatures.add(entries[e].signature);
                starts[e >> 6] |= 1L << e;
            }
        }
        starts[distinct >> 6] |= 1L << distinct;
        byte[] commonness = null;
        if (commonnessOf != null) {
            commonness = new byte[distinct];
            for (int w = 0; w < distinct; w++) {
                commonness[w] = (byte) Commonness.check(commonnessOf.applyAsInt(words.get(w)), words.get(w));
            }
        }
        return new AnagramIndex(alphabet, AutomatonBuilder.of(signatures, true), AutomatonBuilder.of(words, false),
                SignatureWords.of(ranks, starts, distinct, signatures.size()), skipped, commonness);
    }
}
