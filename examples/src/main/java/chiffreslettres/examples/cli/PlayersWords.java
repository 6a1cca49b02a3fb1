package chiffreslettres.examples.cli;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.TileSet;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The word list a Scrabble command plays with: the language's shipped every-form list, or a player's own
 * ({@code --words FILE}: one word a line, UTF-8, any case; blank lines and lines starting with {@code #}
 * skipped; words the edition's tiles cannot spell, or of one letter, left out and counted). Also reads
 * the language a GCG record's {@code #lexicon} names.
 */
final class PlayersWords {

    private PlayersWords() {
    }

    /**
     * The lexicon of {@code file}'s words in the language's tiles, or the shipped one when {@code file} is
     * null; what was left out is said on {@code err}.
     *
     * @throws IllegalArgumentException if the file cannot be read, is not UTF-8, or holds no playable word
     */
    static Lexicon lexicon(Language language, Path file, PrintWriter err) throws IOException {
        if (file == null) {
            return Scrabble.lexicon(language);
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("--words: no file " + file);
        } catch (MalformedInputException e) {
            throw new IllegalArgumentException("--words: " + file + " is not UTF-8 text");
        }
        TileSet tiles = TileSet.of(language);
        List<String> words = new ArrayList<>(lines.size());
        List<String> leftOut = new ArrayList<>();
        for (String line : lines) {
            String word = line.strip();
            if (word.isEmpty() || word.startsWith("#")) {
                continue;
            }
            int[] spelled = tiles.spell(word);
            if (spelled == null || spelled.length < 2) {
                leftOut.add(word);
            } else {
                words.add(word);
            }
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("--words: " + file + " holds no word of two letters or more that the "
                    + tiles.name() + " tiles spell");
        }
        if (!leftOut.isEmpty()) {
            err.printf("--words: %,d of %,d words of %s left out (one letter, or not spelled by the %s tiles), e.g. %s%n",
                    leftOut.size(), words.size() + leftOut.size(), file.getFileName(), tiles.name(),
                    String.join(", ", leftOut.subList(0, Math.min(5, leftOut.size()))));
            err.flush();
        }
        return Lexicon.of(file.getFileName().toString(), tiles, words);
    }

    /**
     * The lexicon a GCG record names on its {@code #lexicon} line ({@code NWL2023}, {@code CSW24}, ...),
     * if any.
     */
    static Optional<String> recordLexicon(String record) {
        return record.lines().map(String::strip).filter(l -> l.startsWith("#lexicon"))
                .map(l -> l.substring("#lexicon".length()).strip()).filter(s -> !s.isEmpty()).findFirst();
    }

    /**
     * The language of a tournament lexicon's name, when known: the English lists (NWL, TWL, CSW, Collins,
     * ECWL, CEL, NSWL), the French (ODS, FRA), the Spanish (FISE, FILE).
     */
    static Optional<Language> languageOf(String lexicon) {
        String name = lexicon.toUpperCase(Locale.ROOT);
        for (String english : List.of("NWL", "TWL", "CSW", "COLLINS", "ECWL", "CEL", "NSWL", "OTCWL", "OWL", "SOWPODS")) {
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
