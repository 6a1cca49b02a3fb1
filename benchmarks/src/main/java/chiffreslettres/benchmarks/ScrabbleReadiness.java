package chiffreslettres.benchmarks;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import java.util.Locale;

/**
 * How soon a Scrabble list answers in the JVM this main starts: the time to make the lexicon, the first move
 * search (every move of a rack on a board of one move, which builds what the move generator walks), and a
 * second search. Run it in a fresh JVM per list, as a user's program starts:
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.ScrabbleReadiness ENGLISH every-form</pre>
 */
public final class ScrabbleReadiness {

    private ScrabbleReadiness() {
    }

    /** {@code LANGUAGE LIST}: a language and {@code every-form} or a shipped list's name ({@code enable}). */
    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: ScrabbleReadiness LANGUAGE LIST (e.g. ENGLISH every-form, ENGLISH enable)");
            System.exit(2);
        }
        Language language = Language.valueOf(args[0]);
        long start = System.nanoTime();
        Lexicon lexicon = args[1].equals("every-form") ? Scrabble.lexicon(language) : Scrabble.lexicon(language, args[1]);
        long made = System.nanoTime();
        Board board = Board.empty(lexicon.tiles()).play(lexicon.best(Board.empty(lexicon.tiles()), "AEIRST").orElseThrow());
        long first = System.nanoTime();
        int moves = lexicon.moves(board, "ENOLS?A").size();
        long second = System.nanoTime();
        System.out.printf(Locale.ROOT, "%s: lexicon made in %.0f ms, first move search %.0f ms, second %.0f ms (%d moves)%n",
                lexicon.name(), (made - start) / 1e6, (first - made) / 1e6, (second - first) / 1e6, moves);
    }
}
