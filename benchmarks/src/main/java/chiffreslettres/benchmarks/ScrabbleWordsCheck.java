package chiffreslettres.benchmarks;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Alphabet;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Direction;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.scrabble.game.Action;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.scrabble.game.ScrabbleOpponent;
import chiffreslettres.scrabble.game.SelfPlay;
import chiffreslettres.scrabble.game.Turn;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * How many of the words the Scrabble computer plays on a language's default list a list the project does not
 * use also holds: games of level 5 against itself (the shipped leave values, the default list), each play's
 * words (its main word and every cross word it makes) looked up folded in the independent lists. Prints the
 * plays, the words, the share of each the lists lack, and every word missing with its count.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar chiffreslettres.benchmarks.ScrabbleWordsCheck \
 *     fr 100 20261130 /tmp/fra20.txt [more lists...]</pre>
 *
 * Languages: {@code en}, {@code fr}, {@code es}; game {@code i} is seeded SEED + i.
 */
public final class ScrabbleWordsCheck {

    private ScrabbleWordsCheck() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 4) {
            System.err.println("usage: ScrabbleWordsCheck LANGUAGE GAMES SEED LIST...");
            System.exit(2);
        }
        Language language = switch (args[0]) {
            case "en" -> Language.ENGLISH;
            case "fr" -> Language.FRENCH;
            case "es" -> Language.SPANISH;
            default -> throw new IllegalArgumentException("language: en, fr or es, got " + args[0]);
        };
        int games = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        Alphabet alphabet = language.alphabet();
        List<String> paths = List.of(args).subList(3, args.length);
        Set<String> independent = LongestWordsCheck.read(alphabet, paths);
        Lexicon lexicon = Scrabble.gameLexicon(language);
        Leaves leaves = Scrabble.leaves(language);
        ScrabbleOpponent level5 = ScrabbleOpponent.level(5, leaves);
        SelfPlay play = new SelfPlay(lexicon, Rules.WESPA, level5, level5);
        int plays = 0;
        int playsOutside = 0;
        int words = 0;
        int wordsOutside = 0;
        Map<String, Integer> missing = new TreeMap<>();
        for (int i = 0; i < games; i++) {
            ScrabbleGame game = play.game(seed, i);
            Board board = Board.empty(lexicon.tiles());
            for (Turn turn : game.turns()) {
                if (!(turn.action() instanceof Action.Play p)) {
                    continue;
                }
                board = board.play(p.move());
                plays++;
                boolean outside = false;
                for (String word : wordsMade(board, p.move())) {
                    words++;
                    String folded = alphabet.foldWord(word);
                    if (!independent.contains(folded)) {
                        wordsOutside++;
                        outside = true;
                        missing.merge(folded, 1, Integer::sum);
                    }
                }
                playsOutside += outside ? 1 : 0;
            }
        }
        System.out.printf("%s, %d games of level 5 against itself (seed %d): %,d plays, %,d (%.2f %%) with a word not in"
                + " %s; %,d words, %,d (%.2f %%) not in it%n", lexicon.name(), games, seed, plays, playsOutside,
                100.0 * playsOutside / plays, String.join(" + ", paths), words, wordsOutside,
                100.0 * wordsOutside / words);
        System.out.println("missing: " + missing);
    }

    /**
     * The words a move just played on {@code board} makes: its main word and each cross word through a tile it
     * placed (a run of one square is no word: a single tile's move may make its word the other way only).
     */
    static List<String> wordsMade(Board board, Move move) {
        List<String> made = new ArrayList<>();
        boolean mainAlongRow = move.direction() == Direction.ACROSS;
        addWord(made, board, move.row(), move.column(), mainAlongRow);
        for (Placement placement : move.placements()) {
            addWord(made, board, placement.row(), placement.column(), !mainAlongRow);
        }
        return made;
    }

    /**
     * Adds the word written through a square along a row ({@code alongRow}) or a column, in lower case, when it
     * takes two squares or more.
     */
    private static void addWord(List<String> made, Board board, int row, int column, boolean alongRow) {
        int dr = alongRow ? 0 : 1;
        int dc = alongRow ? 1 : 0;
        int r = row;
        int c = column;
        while (inside(r - dr, c - dc) && board.tile(r - dr, c - dc) >= 0) {
            r -= dr;
            c -= dc;
        }
        TileSet tiles = board.tiles();
        StringBuilder word = new StringBuilder();
        int squares = 0;
        for (; inside(r, c) && board.tile(r, c) >= 0; r += dr, c += dc, squares++) {
            word.append(tiles.face(board.tile(r, c)));
        }
        if (squares > 1) {
            made.add(word.toString().toLowerCase(Locale.ROOT));
        }
    }

    private static boolean inside(int row, int column) {
        return row >= 0 && row < Board.SIZE && column >= 0 && column < Board.SIZE;
    }
}
