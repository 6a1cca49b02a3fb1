package chiffreslettres.benchmarks;

import chiffreslettres.automaton.Automaton;
import chiffreslettres.automaton.AutomatonBuilder;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.scrabble.TileSet;
import java.util.ArrayList;
import java.util.List;

/**
 * What a GADDAG (Gordon, 1994) of a language's every-form list would cost, against the minimal automaton
 * (DAWG) the move generator walks: states, arcs, bytes and build time, both built here from the list in
 * tiles. Each word of n tiles gives n strings: its first i tiles reversed, a separator, the rest (the
 * separator left out when i = n).
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.GaddagSize ENGLISH</pre>
 */
public final class GaddagSize {

    private GaddagSize() {
    }

    /** Prints the two automata's sizes and build times; the argument is a {@link Language} name. */
    public static void main(String[] args) {
        Language language = Language.valueOf(args.length > 0 ? args[0] : "ENGLISH");
        TileSet tiles = TileSet.of(language);
        List<String> words = new ArrayList<>();
        for (String word : Dictionaries.get(language, WordRules.ALL).words()) {
            int[] t = tiles.spell(word);
            if (t != null && t.length >= 2) {
                char[] c = new char[t.length];
                for (int i = 0; i < t.length; i++) {
                    c[i] = (char) t[i];
                }
                words.add(new String(c));
            }
        }
        for (int round = 0; round < 3; round++) {
            long t0 = System.nanoTime();
            List<String> dawgInput = new ArrayList<>(words);
            dawgInput.sort(null);
            dawgInput = distinct(dawgInput);
            Automaton dawg = AutomatonBuilder.of(dawgInput, false);
            long t1 = System.nanoTime();
            char separator = (char) (tiles.size() + 1);
            List<String> gaddagInput = new ArrayList<>();
            for (String w : dawgInput) {
                for (int i = 1; i <= w.length(); i++) {
                    String reversed = new StringBuilder(w.substring(0, i)).reverse().toString();
                    gaddagInput.add(i == w.length() ? reversed : reversed + separator + w.substring(i));
                }
            }
            gaddagInput.sort(null);
            gaddagInput = distinct(gaddagInput);
            Automaton gaddag = AutomatonBuilder.of(gaddagInput, false);
            long t2 = System.nanoTime();
            System.out.printf("%s: DAWG %,d words, %,d states, %,d arcs, %.1f MB, built in %d ms; GADDAG %,d strings, "
                    + "%,d states, %,d arcs, %.1f MB, built in %d ms%n", language, dawgInput.size(), dawg.states(),
                    dawg.label.length, bytes(dawg) / 1e6, (t1 - t0) / 1_000_000, gaddagInput.size(), gaddag.states(),
                    gaddag.label.length, bytes(gaddag) / 1e6, (t2 - t1) / 1_000_000);
        }
    }

    private static List<String> distinct(List<String> sorted) {
        List<String> out = new ArrayList<>(sorted.size());
        for (String s : sorted) {
            if (out.isEmpty() || !out.get(out.size() - 1).equals(s)) {
                out.add(s);
            }
        }
        return out;
    }

    /** The arrays a walk needs: per state its first arc and final bit, per arc its label and target. */
    private static long bytes(Automaton a) {
        return (long) a.firstArc.length * 4 + a.finals.length * 8L + a.label.length * 2L + a.target.length * 4L;
    }
}
