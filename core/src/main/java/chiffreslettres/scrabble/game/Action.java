package chiffreslettres.scrabble.game;

import chiffreslettres.scrabble.Move;
import java.util.Objects;

/** What a player does on a turn: play a move, exchange tiles, or pass. */
public sealed interface Action {

    /** A move on the board, checked by the rules ({@link chiffreslettres.scrabble.Lexicon#play}). */
    record Play(Move move) implements Action {
        public Play {
            Objects.requireNonNull(move, "move");
        }
    }

    /**
     * Tiles given back to the bag for as many new ones.
     *
     * @param tiles 1 to 7 tiles of the rack, written as {@link chiffreslettres.scrabble.TileSet} reads them
     *              ({@code ?} a blank)
     */
    record Exchange(String tiles) implements Action {
        public Exchange {
            Objects.requireNonNull(tiles, "tiles");
        }
    }

    /** No move. */
    record Pass() implements Action {
    }
}
