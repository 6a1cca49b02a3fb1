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
 * measures the Scrabble lexicon of a language ({@code SCRABBLE:LANGUAGE:LIST} a shipped Scrabble list of it,
 * {@code enable}) beyond its word list (the list loaded first), then with the
 * automata its first move search builds, then with the anagrams its first best move on the empty board builds, then with the word map its first best move by equity on a board with tiles builds; {@code LEAVES:LANGUAGE:shipped} or {@code LEAVES:LANGUAGE:FILE} a
 * table of leave values.
 *
 * <pre>java -XX:+UseSerialGC -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.DictionaryFootprint SPANISH:ALL SCRABBLE:ENGLISH LEAVES:ENGLISH:shipped</pre>
 */
public final class DictionaryFootprint {

    /** The table measured, held where no optimisation can drop it before the heap is read. */
    private static volatile Object kept;
    private static final int COPIES = 5;

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
            if (parts[0].equals("LEAVES")) {
                Language language = Language.valueOf(parts[1]);
                String file = list.substring(list.indexOf(':', 7) + 1);
                // Read once first, so that what the reading loads for good (classes, the tile set) is not counted.
                leaves(language, file);
                long before = liveHeap(memory);
                // Five copies held at once: a small table's share of the collector's noise is a fifth.
                chiffreslettres.scrabble.Leaves[] copies = new chiffreslettres.scrabble.Leaves[COPIES];
                for (int i = 0; i < COPIES; i++) {
                    copies[i] = leaves(language, file);
                }
                kept = copies;
                long after = liveHeap(memory);
                System.out.printf("%s: %d leaves, %.1f MB retained (a lone blank %+.1f)%n", list, copies[0].size(),
                        (after - before) / 1e6 / COPIES, copies[0].value("?"));
                continue;
            }
            if (parts[0].equals("SCRABBLE")) {
                Language language = Language.valueOf(parts[1]);
                Dictionaries.get(language, WordRules.ALL);
                long before = liveHeap(memory);
                chiffreslettres.scrabble.Lexicon lexicon = parts.length > 2 ? Scrabble.lexicon(language, parts[2])
                        : Scrabble.lexicon(language);
                int size = lexicon.size();
                long built = liveHeap(memory);
                // The first move search builds what the move generator walks.
                int moves = lexicon.moves(chiffreslettres.scrabble.Board.empty(lexicon.tiles()), "AEIRST?").size();
                long searched = liveHeap(memory);
                // The first best move on the empty board builds the words of up to seven tiles by their tiles.
                lexicon.best(chiffreslettres.scrabble.Board.empty(lexicon.tiles()), "AEIRST?");
                long opened = liveHeap(memory);
                // The first best move by equity on a board with tiles builds the word map.
                chiffreslettres.scrabble.Board board = chiffreslettres.scrabble.Board.empty(lexicon.tiles()).play(
                        lexicon.best(chiffreslettres.scrabble.Board.empty(lexicon.tiles()), "AEIRST?").orElseThrow());
                long start = System.nanoTime();
                lexicon.best(board, "EORSTU?", chiffreslettres.scrabble.Leaves.none(lexicon.tiles()));
                long mapTime = System.nanoTime() - start;
                long mapped = liveHeap(memory);
                System.out.printf("%s: %d words in tiles, %.1f MB retained beyond the word list, %.1f MB with what "
                        + "move searches walk (%d moves of AEIRST? on the empty board), %.1f MB with the anagrams "
                        + "of the empty board's best move, %.1f MB with the word map of the best move by equity on a "
                        + "board with tiles (its first search %.2f s)%n", list, size,
                        (built - before) / 1e6, (searched - before) / 1e6, moves, (opened - before) / 1e6,
                        (mapped - before) / 1e6, mapTime / 1e9);
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

    /** A language's shipped leave values ({@code shipped}, read anew, not the cached table) or those of a file. */
    private static chiffreslettres.scrabble.Leaves leaves(Language language, String file) {
        try (java.io.BufferedReader in = file.equals("shipped")
                ? new java.io.BufferedReader(new java.io.InputStreamReader(Scrabble.class.getResourceAsStream(
                        "/chiffreslettres/scrabble/leaves-" + language.code() + ".tsv"), java.nio.charset.StandardCharsets.UTF_8))
                : java.nio.file.Files.newBufferedReader(java.nio.file.Path.of(file))) {
            return chiffreslettres.scrabble.Leaves.read(chiffreslettres.scrabble.TileSet.of(language), in);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(file, e);
        }
    }

    private static long liveHeap(MemoryMXBean memory) {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return memory.getHeapMemoryUsage().getUsed();
    }
}
