package chiffreslettres;

import chiffreslettres.lettres.Dictionaries;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.scrabble.Leaves;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.TileSet;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The front door of the Scrabble side: the shipped lexicons. A {@link Lexicon} answers the questions: a
 * rack's words ranked by score, the words that fit a pattern of board letters, every legal move on a
 * board, best first.
 *
 * <pre>{@code
 * Lexicon english = Scrabble.lexicon(Language.ENGLISH);
 * List<ScoredWord> words = english.words("QUIZ?ES");
 * List<Move> moves = english.moves(Board.parse(TileSet.english(), text), "AEIRST?");
 * }</pre>
 *
 * Thread-safe.
 */
public final class Scrabble {

    private static final Map<Language, Lexicon> LEXICONS = new ConcurrentHashMap<>();
    private static final Map<Language, Leaves> LEAVES = new ConcurrentHashMap<>();

    private Scrabble() {
    }

    /**
     * The lexicon of a language's every-form word list ({@link WordRules#ALL}) in its edition's tiles
     * ({@link TileSet#of}), built once on first use and shared. For a list of one's own, {@link Lexicon#of}.
     *
     * @throws NullPointerException if {@code language} is null
     * @throws IllegalStateException if the language's word list is not on the class path
     */
    public static Lexicon lexicon(Language language) {
        Objects.requireNonNull(language, "language");
        return LEXICONS.computeIfAbsent(language, l -> Lexicon.of(Dictionaries.get(l, WordRules.ALL), TileSet.of(l)));
    }

    /**
     * The leave values shipped for a language's every-form list, learned by self-play (their source line
     * says how many games); {@link Leaves#none} when none ship for it. Read once and shared.
     *
     * @throws NullPointerException if {@code language} is null
     */
    public static Leaves leaves(Language language) {
        Objects.requireNonNull(language, "language");
        return LEAVES.computeIfAbsent(language, l -> {
            String name = "scrabble/leaves-" + l.code() + ".tsv";
            InputStream in = Scrabble.class.getResourceAsStream(name);
            if (in == null) {
                return Leaves.none(TileSet.of(l));
            }
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                return Leaves.read(TileSet.of(l), reader);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
