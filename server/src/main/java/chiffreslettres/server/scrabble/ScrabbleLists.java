package chiffreslettres.server.scrabble;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.lettres.WordRules;
import chiffreslettres.lettres.spi.PrebuiltDictionaryProvider;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.server.http.ApiException;
import chiffreslettres.server.http.Names;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The Scrabble word lists a server offers for each language, by name: the lists the library ships for play
 * ({@link Scrabble#lists}: ENABLE for English, the every-form lists cleaned of symbols and abbreviations for
 * French and Spanish), the first of them the default, then those {@code serve --scrabble-words} gave. The
 * every-form list ({@value #EVERY_FORM}), which holds abbreviations, symbols and
 * roman numerals, is offered only for a language with no shipped list, but any game may still name it. The
 * shipped ones load on first use. Thread-safe.
 */
public final class ScrabbleLists {

    /** The name of a language's every-form list. */
    public static final String EVERY_FORM = "every-form";

    /** A list a server was given ({@code serve --scrabble-words}): its language, name and words. */
    public record Given(Language language, String name, Lexicon lexicon) {
    }

    private record Entry(String description, Supplier<Lexicon> lexicon, boolean offered) {
    }

    private final Map<Language, Map<String, Entry>> lists = new LinkedHashMap<>();

    public ScrabbleLists(List<Given> configured) {
        for (Language language : Language.values()) {
            Map<String, Entry> own = new LinkedHashMap<>();
            Map<String, String> shipped = Scrabble.lists(language);
            shipped.forEach((name, description) ->
                    own.put(name, new Entry(description, () -> Scrabble.lexicon(language, name), true)));
            own.put(EVERY_FORM, new Entry(PrebuiltDictionaryProvider.name(language, WordRules.ALL),
                    () -> Scrabble.lexicon(language), shipped.isEmpty()));
            lists.put(language, own);
        }
        for (Given list : configured) {
            lists.get(list.language()).put(list.name(), new Entry(list.lexicon().name(), list::lexicon, true));
        }
    }

    /**
     * The name of the list a game of the language plays with when the request names none: the first offered,
     * the one {@link Scrabble#gameLexicon} gives.
     */
    String defaultName(Language language) {
        return lists.get(language).entrySet().stream().filter(e -> e.getValue().offered()).findFirst()
                .orElseThrow().getKey();
    }


    /**
     * The lexicon of a list of the language.
     *
     * @throws ApiException 400 naming {@code field} and the lists offered when there is no such list
     */
    Lexicon get(Language language, String name, String field) {
        Entry entry = lists.get(language).get(name);
        if (entry == null) {
            throw ApiException.badRequest(field, "'" + field + "' is one of the " + Names.keyOf(language) + " lists "
                    + lists.get(language).keySet() + ", got \"" + name + "\"");
        }
        return entry.lexicon().get();
    }

    /** The lists offered, by language key ({@code en}): each one's name and description, the default first. */
    Map<String, List<Map<String, String>>> json() {
        Map<String, List<Map<String, String>>> out = new LinkedHashMap<>();
        lists.forEach((language, own) -> {
            List<Map<String, String>> described = new ArrayList<>();
            own.forEach((name, entry) -> {
                if (!entry.offered()) {
                    return;
                }
                Map<String, String> one = new LinkedHashMap<>();
                one.put("name", name);
                one.put("description", entry.description());
                described.add(one);
            });
            out.put(Names.keyOf(language), described);
        });
        return out;
    }
}
