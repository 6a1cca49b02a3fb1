package chiffreslettres.server;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.server.http.Names;
import chiffreslettres.server.scrabble.ScrabbleLists;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The word list a Scrabble command or {@code serve} plays with: the language's shipped every-form list, a
 * Scrabble list shipped by name ({@code --words enable}, {@link Scrabble#lists}), or a player's own
 * ({@code --words FILE}: one word a line, UTF-8, any case; blank lines and lines starting with {@code #}
 * skipped; words of one letter left out and counted; a word the edition's tiles cannot spell, or longer
 * than a board's line, refused with its line number). A list built
 * once is kept in the user's cache ({@link #cacheDirectory}) by the SHA-256 of its bytes and loads from
 * there after. Also reads the language a GCG record's {@code #lexicon} names. Thread-safe.
 */
public final class PlayersWords {

    /** What {@code --words} takes, for the commands' help. */
    public static final String OPTION = "The word list to play with: a list shipped with the library by name (enable: "
            + "ENABLE2K, English, public domain; playable: French or Spanish, every form but symbols and abbreviations, "
            + "and in Spanish but the verbs with attached pronouns; every-form: every form of the language's list, "
            + "symbols and abbreviations included), or a file, one word a "
            + "line (UTF-8, any case, # comments), in the --lang edition's alphabet (default: the language's list for "
            + "play, enable or playable). A file named like a shipped list: ./NAME.";


    /** Names the checks of {@link #build}; changed with them, so that the cache does not skip new ones. */
    private static final String CHECKS = "each line spelled, at most a board's line long";

    /** The largest list file read, so that the memory a list takes is bounded. */
    public static final long MAX_LIST_BYTES = 100L << 20;

    private PlayersWords() {
    }

    /**
     * The lexicon of {@code file}'s words in the language's tiles, or the shipped one when {@code file} is
     * null; what was left out is said on {@code err}.
     *
     * @throws IllegalArgumentException if the file cannot be read, is not UTF-8, holds a word the tiles cannot
     *     spell or longer than a board's line (the message gives its line), or holds no playable word
     */
    public static Lexicon lexicon(Language language, Path file, PrintWriter err) throws IOException {
        return lexicon("--words", language, file, err);
    }

    /**
     * {@link #lexicon(Language, Path, PrintWriter)}, its messages naming the command's option {@code option}
     * (such as {@code --scrabble-words en:club=FILE}).
     */
    public static Lexicon lexicon(String option, Language language, Path file, PrintWriter err) throws IOException {
        if (file == null) {
            return Scrabble.gameLexicon(language);
        }
        if (file.toString().equals(ScrabbleLists.EVERY_FORM)) {
            return Scrabble.lexicon(language);
        }
        if (file.getNameCount() == 1 && !file.toString().startsWith(".") && Scrabble.lists(language).containsKey(file.toString())) {
            return Scrabble.lexicon(language, file.toString());
        }
        if (!Files.exists(file)) {
            Set<String> shipped = Scrabble.lists(language).keySet();
            String elsewhere = Names.LANGUAGES.entrySet().stream()
                    .filter(e -> e.getValue() != language && Scrabble.lists(e.getValue()).containsKey(file.toString()))
                    .map(e -> "; " + file + " is a list shipped for " + e.getValue() + ": give --lang " + e.getKey())
                    .findFirst().orElse("");
            throw new IllegalArgumentException(option + ": no file " + file + (shipped.isEmpty()
                    ? ", and no list ships for " + language
                    : ", nor a list shipped for " + language + " (" + String.join(", ", shipped) + ")") + elsewhere);
        }
        byte[] bytes = UserFiles.read(option, file, MAX_LIST_BYTES);
        TileSet tiles = TileSet.of(language);
        Path cached = cacheDirectory().resolve(key(bytes, tiles) + ".lex");
        if (Files.isRegularFile(cached)) {
            try (InputStream in = Files.newInputStream(cached)) {
                return Lexicon.read(tiles, in);
            } catch (IOException | IllegalArgumentException damaged) {
                // built again below, and the cache written over
            }
        }
        Lexicon lexicon = build(option, file, bytes, tiles, err);
        keep(lexicon, cached);
        return lexicon;
    }

    /** The lexicon of a list's words, what was left out said on {@code err}. */
    private static Lexicon build(String option, Path file, byte[] bytes, TileSet tiles, PrintWriter err) {
        String text = UserFiles.text(option, file, bytes);
        List<String> words = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        int number = 0;
        for (String line : (Iterable<String>) text.lines()::iterator) {
            number++;
            String word = line.strip();
            if (word.isEmpty() || word.startsWith("#")) {
                continue;
            }
            int[] spelled = tiles.spell(word);
            if (spelled == null) {
                throw new IllegalArgumentException(option + ": " + file + ", line " + number + ": \"" + shown(word) + "\" "
                        + unspelled(word, tiles) + " (one word a line, letters only)");
            }
            if (spelled.length > Board.SIZE) {
                throw new IllegalArgumentException(option + ": " + file + ", line " + number + ": \"" + shown(word)
                        + "\" is " + spelled.length + " tiles long; no move plays a word longer than a board's line, "
                        + Board.SIZE + " squares");
            }
            if (spelled.length < 2) {
                leftOut.add(word);
            } else {
                words.add(word);
            }
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException(option + ": " + file + " holds no word of two letters or more");
        }
        if (!leftOut.isEmpty()) {
            err.printf("%s: %,d of %,d words of %s left out (one letter: no move plays one), e.g. %s%n",
                    option, leftOut.size(), words.size() + leftOut.size(), file.getFileName(),
                    String.join(", ", leftOut.subList(0, Math.min(5, leftOut.size()))));
            err.flush();
        }
        return Lexicon.of(file.getFileName().toString(), tiles, words);
    }

    /** A word as a message quotes it: its first 30 characters. */
    private static String shown(String word) {
        return word.length() <= 30 ? word : word.substring(0, 30) + "...";
    }

    /** Why the tiles cannot spell {@code word}: its first character that no tile spells, when one is. */
    private static String unspelled(String word, TileSet tiles) {
        for (int i = 0; i < word.length(); i += Character.charCount(word.codePointAt(i))) {
            String character = word.substring(i, i + Character.charCount(word.codePointAt(i)));
            if (tiles.spell(character) == null) {
                return String.format(Locale.ROOT, "holds \"%s\" (U+%04X), which no %s tile spells", character,
                        character.codePointAt(0), tiles.name());
            }
        }
        return "is not spelled by the " + tiles.name() + " tiles";
    }

    /**
     * Where built lists are kept, by the SHA-256 of their bytes and tiles: the system property
     * {@code chiffreslettres.cache} or the variable {@code CHIFFRES_LETTRES_CACHE}, else {@code $XDG_CACHE_HOME/chiffres-lettres}, else {@code ~/.cache/chiffres-lettres}.
     */
    public static Path cacheDirectory() {
        String own = System.getProperty("chiffreslettres.cache", System.getenv("CHIFFRES_LETTRES_CACHE"));
        if (own != null && !own.isBlank()) {
            return Path.of(own);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        return (xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache"))
                .resolve("chiffres-lettres");
    }

    private static String key(byte[] bytes, TileSet tiles) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(bytes);
            sha.update(tiles.name().getBytes(StandardCharsets.UTF_8));
            // The checks a list passes before it is built: a list kept under other checks is read again.
            sha.update(CHECKS.getBytes(StandardCharsets.UTF_8));
            return "lexicon-" + HexFormat.of().formatHex(sha.digest(), 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError("every JDK has SHA-256", e);
        }
    }

    /** Writes the built list to the cache (whole or not at all); a cache that cannot be written is done without. */
    private static void keep(Lexicon lexicon, Path cached) {
        try {
            Files.createDirectories(cached.getParent());
            Path part = Files.createTempFile(cached.getParent(), "lexicon-", ".part");
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(part))) {
                lexicon.write(out);
            }
            Files.move(part, cached, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | UnsupportedOperationException cannot) {
            // the next run builds it again
        }
    }

    /**
     * The lexicon a GCG record names on its {@code #lexicon} line ({@code NWL2023}, {@code CSW24}, ...),
     * if any.
     */
    public static Optional<String> recordLexicon(String record) {
        return record.lines().map(String::strip).filter(l -> l.startsWith("#lexicon"))
                .map(l -> l.substring("#lexicon".length()).strip()).filter(s -> !s.isEmpty()).findFirst();
    }

    /**
     * The language of a tournament lexicon's name, when known: the English lists (NWL, TWL, CSW, Collins,
     * ECWL, CEL, NSWL, ENABLE), the French (ODS, FRA), the Spanish (FISE, FILE).
     */
    public static Optional<Language> languageOf(String lexicon) {
        String name = lexicon.toUpperCase(Locale.ROOT);
        for (String english : List.of("NWL", "TWL", "CSW", "COLLINS", "ECWL", "CEL", "NSWL", "OTCWL", "OWL", "SOWPODS",
                "ENABLE")) {
            if (name.startsWith(english)) {
                return Optional.of(Language.ENGLISH);
            }
        }
        if (name.startsWith("ODS") || name.startsWith("FRA")) {
            return Optional.of(Language.FRENCH);
        }
        if (name.startsWith("FISE") || name.startsWith("FILE")) {
            return Optional.of(Language.SPANISH);
        }
        return Optional.empty();
    }
}
