package chiffreslettres.scrabble.game;

import java.util.List;
import java.util.OptionalLong;

/**
 * A game record read from GCG text: the players and each line of play, as written.
 *
 * @param players the players' names (the nickname when a {@code #player} line gives no name), in order
 * @param seed    the seed of a game the library wrote ({@code #id chiffres-lettres seed}), so that the
 *                game can be replayed whole; empty for other records
 * @param lines   the lines of play, in order
 */
public record GcgRecord(List<String> players, OptionalLong seed, List<Line> lines) {

    /** What a line of play records. */
    public enum Kind {
        /** Tiles placed on the board. */
        PLAY,
        /** Tiles exchanged. */
        EXCHANGE,
        /** A pass. */
        PASS,
        /** An end-of-game adjustment: a rack's value given or taken. */
        END,
        /** A phony challenged off: the play before it taken back, its score taken away ({@code --}). */
        WITHDRAWN,
        /** Points given for a challenge of a good play ({@code (challenge)}). */
        CHALLENGE_BONUS,
        /** Points taken for overtime ({@code (time)}). */
        TIME_PENALTY
    }

    /**
     * A line of play.
     *
     * @param number   its line number in the text, from 1
     * @param player   the player's number (the order of the {@code #player} lines), from 0
     * @param rack     the rack before the turn as written (empty for an adjustment)
     * @param kind     what it records
     * @param position the position of a play ({@code 8H} across, {@code H8} down), else empty
     * @param word     a play's word ({@code .} for a tile already there), an exchange's tiles, or an
     *                 adjustment's tiles; else empty
     * @param score    the points it scored or changed
     * @param total    the player's total after it
     */
    public record Line(int number, int player, String rack, Kind kind, String position, String word, int score,
            int total) {
    }
}
