package chiffreslettres.benchmarks;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Dictionary;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.Rack;
import chiffreslettres.lettres.WordRules;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;

/**
 * The heap a word list keeps once ready (not a speed measurement): in a JVM of its own, with the serial
 * collector so that a full collection leaves only live objects, the heap used after loading the list and
 * answering one query, less the heap used before. Prints one line per list given. {@code SCRABBLE:LANGUAGE}
 * measures the Scrabble lexicon of a language beyond its word list (the list loaded first), then with the
 * automata its first move search builds.
 *
 * <pre>java -XX:+UseSerialGC -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.DictionaryFootprint SPANISH:ALL SCRABBLE:ENGLISH</pre>
 */
public final class DictionaryFootprint {

    private DictionaryFootprint() {
    }

    /**
     * Measures each list named.
     *
     * @param args lists as {@code LANGUAGE:RULES}, for example {@code FRENCH:ALL}
     */
    public static void main(String[] args) {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        for (String list : args) {
            String[] parts = list.split(":");
            if (parts[0].equals("SCRABBLE")) {
                Language language = Language.valueOf(parts[1]);
                Dictionaries.get(language, WordRules.ALL);
                long before = liveHeap(memory);
                chiffreslettres.scrabble.Lexicon lexicon = Scrabble.lexicon(language);
                int size = lexicon.size();
                long built = liveHeap(memory);
                // The first move search builds what the move generator walks.
                int moves = lexicon.moves(chiffreslettres.scrabble.Board.empty(lexicon.tiles()), "AEIRST?").size();
                long searched = liveHeap(memory);
                System.out.printf("%s: %d words in tiles, %.1f MB retained beyond the word list, %.1f MB with what "
                        + "move searches walk (%d moves of AEIRST? on the empty board)%n", list, size,
                        (built - before) / 1e6, (searched - before) / 1e6, moves);
                continue;
            }
            long before = liveHeap(memory);
            Dictionary dictionary = Dictionaries.get(Language.valueOf(parts[0]), WordRules.valueOf(parts[1]));
            int found = dictionary.index().longest(Rack.parse("eaiusrtnlo", dictionary.alphabet())).size();
            long after = liveHeap(memory);
            System.out.printf("%s: %d words, %.1f MB retained (%d longest words for eaiusrtnlo)%n", list,
                    dictionary.size(), (after - before) / 1e6, found);
        }
    }

    private static long liveHeap(MemoryMXBean memory) {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return memory.getHeapMemoryUsage().getUsed();
    }
}
