package chiffreslettres.server.rooms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import chiffreslettres.jeu.Variant;
import chiffreslettres.jeu.game.GameFormat;
import chiffreslettres.jeu.game.RoundKind;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A room's own clock rules every round of a show's game, the conundrum's buzz included. */
class ShowRoomClockTest {

    @Test
    void aConundrumRoomOf45SecondsTakesABuzzAfter30AndSaysItsClock() {
        GameFormat conundrum = GameFormat.practice(Variant.COUNTDOWN, RoundKind.CONUNDRUM);
        RoomGame room = new ShowRoomGame.Setup(conundrum, Duration.ofSeconds(45)).start(List.of("Ann", "Bob"), 7);
        Map<?, ?> current = (Map<?, ?>) room.view(0).get("current");
        assertThat(current.get("clockSeconds")).isEqualTo(45L);
        assertThat(room.clock().time()).isEqualTo(Duration.ofSeconds(45));
        RoomGame buzzed = room.act(0, "buzz", JsonNodeFactory.instance.objectNode().put("type", "buzz").put("guess", "nothing"), 40_000);
        assertThat(((Map<?, ?>) buzzed.view(0).get("current")).get("answered")).isEqualTo(List.of(true, false));
        assertThatThrownBy(() -> room.act(0, "buzz", JsonNodeFactory.instance.objectNode().put("type", "buzz").put("guess", "x"), 46_000))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("0 to 45000");

        RoomGame shows = new ShowRoomGame.Setup(conundrum, null).start(List.of("Ann", "Bob"), 7);
        assertThat(((Map<?, ?>) shows.view(0).get("current")).get("clockSeconds")).isEqualTo(30L);
    }
}
