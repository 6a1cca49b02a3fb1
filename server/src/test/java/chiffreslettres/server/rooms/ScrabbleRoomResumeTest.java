package chiffreslettres.server.rooms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.Scrabble;
import chiffreslettres.lettres.Language;
import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Lexicon;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.scrabble.game.Rules;
import chiffreslettres.scrabble.game.ScrabbleGame;
import chiffreslettres.server.http.JsonShapes;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** A Scrabble room saved before its language's list for play changed, restored as it was played. */
class ScrabbleRoomResumeTest {

    private static final List<String> PLAYERS = List.of("Ann", "Bob");

    @Test
    void aSpanishRoomSavedWithAPlayOfAVerbWithAttachedPronounsIsRestoredAndGoesOn() throws Exception {
        RoomGame.Setup setup = RoomsApi.setupOf(JsonShapes.mapper().readTree("{\"game\":\"scrabble\",\"lang\":\"es\"}"), 60);
        Lexicon game = Scrabble.gameLexicon(Language.SPANISH);
        Lexicon everyForm = Scrabble.lexicon(Language.SPANISH);
        TileSet tiles = game.tiles();
        for (long seed = 1; seed < 200; seed++) {
            String rack = ScrabbleGame.start(game, Rules.WESPA, PLAYERS, seed).rack(0);
            // A first move the list for play held before it lost its enclitic forms (dale, vete, ámalo).
            Move old = everyForm.moves(Board.empty(tiles), rack).stream()
                    .filter(m -> !game.contains(m.word()) && m.word().length() >= 4
                            && m.word().toUpperCase(Locale.ROOT).matches(".*(LE|LO|LA|SE|ME|TE|OS|NOS)S?"))
                    .findFirst().orElse(null);
            if (old == null) {
                continue;
            }
            ObjectNode saved = JsonShapes.mapper().createObjectNode();
            saved.put("seed", seed);
            ArrayNode actions = saved.putArray("actions");
            ObjectNode play = actions.addObject();
            play.put("type", "play");
            ArrayNode placements = play.putArray("placements");
            for (Placement p : old.placements()) {
                placements.addObject().put("row", p.row()).put("column", p.column()).put("tile", tiles.face(p.tile()))
                        .put("blank", p.blank());
            }
            actions.addObject().put("type", "pass");
            ScrabbleRoomGame back = (ScrabbleRoomGame) setup.resume(PLAYERS, saved);
            assertThat(back.game().turns()).hasSize(2);
            assertThat(back.game().turns().get(0).score()).isEqualTo(old.score());
            assertThat(back.game().board().isEmpty()).isFalse();
            // It is the first player's turn again, in a game that goes on by the list of today.
            ScrabbleGame restored = back.game();
            assertThat(restored.toMove()).isZero();
            assertThat(restored.lexicon()).isSameAs(game);
            // Saved again, it restores again.
            assertThat(((ScrabbleRoomGame) setup.resume(PLAYERS, JsonShapes.mapper().readTree(back.saved()))).game())
                    .isEqualTo(restored);
            // A play of a word no list of the language holds (two of the rack's tiles) still does not restore.
            List<Integer> held = tiles.readTiles(rack).stream().filter(t -> t >= 0).toList();
            for (int i = 0; i < held.size(); i++) {
                for (int j = 0; j < held.size(); j++) {
                    String word = tiles.face(held.get(i)) + tiles.face(held.get(j));
                    if (i != j && !everyForm.contains(word)) {
                        placements.removeAll();
                        placements.addObject().put("row", 7).put("column", 7).put("tile", tiles.face(held.get(i)))
                                .put("blank", false);
                        placements.addObject().put("row", 7).put("column", 8).put("tile", tiles.face(held.get(j)))
                                .put("blank", false);
                        assertThatThrownBy(() -> setup.resume(PLAYERS, saved)).isInstanceOf(IllegalArgumentException.class)
                                .hasMessageContaining("is not a word");
                        return;
                    }
                }
            }
            throw new AssertionError("every pair of " + rack + "'s tiles is a word");
        }
        throw new AssertionError("no rack of 200 games made a word of the every-form list only");
    }
}
