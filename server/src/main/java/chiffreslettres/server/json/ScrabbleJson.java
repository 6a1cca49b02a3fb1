package chiffreslettres.server.json;

import chiffreslettres.scrabble.Board;
import chiffreslettres.scrabble.Move;
import chiffreslettres.scrabble.Placement;
import chiffreslettres.scrabble.ScoredWord;
import chiffreslettres.scrabble.TileSet;
import chiffreslettres.scrabble.game.Action;
import chiffreslettres.scrabble.game.Simulation;
import chiffreslettres.server.http.JsonShapes;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON forms of the Scrabble side, for the command line's {@code --json} and the HTTP API: scored words,
 * moves, and the board as {@code {"rows": [15 strings]}}, each row in the board's text form. Stateless and
 * thread-safe.
 */
public final class ScrabbleJson {

    private ScrabbleJson() {
    }

    /** Scored words of a rack (and pattern): how many, and the first {@code limit}. */
    public static Map<String, Object> words(String rack, String pattern, List<ScoredWord> words, int limit) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("rack", rack);
        if (pattern != null) {
            out.put("pattern", pattern);
        }
        out.put("count", words.size());
        out.put("words", words.stream().limit(limit).map(w -> {
            Map<String, Object> word = new LinkedHashMap<>();
            word.put("word", w.word());
            word.put("score", w.score());
            word.put("rackTiles", w.rackTiles());
            return word;
        }).toList());
        return out;
    }

    /** The moves of a rack on a board: how many, and the first {@code limit}, best first. */
    public static Map<String, Object> moves(String rack, List<Move> moves, int limit) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("rack", rack);
        out.put("count", moves.size());
        out.put("moves", moves.stream().limit(limit).map(ScrabbleJson::of).toList());
        return out;
    }

    /** One move: where, which way, the word, the score and the tiles placed. */
    public static Map<String, Object> of(Move move) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("coordinates", move.coordinates());
        out.put("row", move.row());
        out.put("column", move.column());
        out.put("direction", move.direction().name().toLowerCase(java.util.Locale.ROOT));
        out.put("word", move.word());
        out.put("score", move.score());
        out.put("bingo", move.isBingo());
        List<Map<String, Object>> placed = new ArrayList<>();
        for (Placement p : move.placements()) {
            Map<String, Object> tile = new LinkedHashMap<>();
            tile.put("row", p.row());
            tile.put("column", p.column());
            tile.put("tile", move.tiles().face(p.tile()));
            tile.put("blank", p.blank());
            placed.add(tile);
        }
        out.put("placed", placed);
        return out;
    }

    /** A board as JSON: {@code {"rows": [...]}}. */
    public static Map<String, Object> of(Board board) {
        return Map.of("rows", board.rows());
    }

    /**
     * Reads a board from a JSON node {@code {"rows": [15 strings]}} or a bare array of the 15 rows.
     *
     * @param what the field's name for messages ("board")
     * @throws IllegalArgumentException naming the rule when the node is not of that form or a row is bad
     */
    public static Board board(TileSet tiles, JsonNode node, String what) {
        JsonNode rows = node != null && node.isObject() ? node.get("rows") : node;
        if (rows == null || !rows.isArray()) {
            throw new IllegalArgumentException(what + ": give {\"rows\": [15 strings]}, one string a row, . for an empty square");
        }
        List<String> lines = new ArrayList<>();
        for (JsonNode row : rows) {
            if (!row.isTextual()) {
                throw new IllegalArgumentException(what + ": every row must be a string, got " + row);
            }
            lines.add(row.asText());
        }
        return Board.of(tiles, lines);
    }

    /**
     * Reads a board from text: JSON when it starts with {@code {} or {@code [}, else the board's text form.
     *
     * @throws IllegalArgumentException naming the rule when it is neither
     */
    public static Board board(TileSet tiles, String text) {
        String trimmed = text.strip();
        if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
            try {
                return board(tiles, JsonShapes.mapper().readTree(trimmed), "board");
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException("board: not valid JSON (line " + e.getLocation().getLineNr() + ")");
            }
        }
        return Board.parse(tiles, trimmed);
    }

    /**
     * A simulation's answer: the candidates best first (each action, a label, its equity, iterations, and with
     * iterations its mean value, standard error and win rate), the iterations in all, whether it stopped
     * early, the time it took and the leaves' source.
     */
    public static Map<String, Object> simulation(Simulation.Analysis analysis, String leaves) {
        List<Object> candidates = new ArrayList<>();
        for (Simulation.Candidate c : analysis.candidates()) {
            Map<String, Object> out = new LinkedHashMap<>();
            if (c.action() instanceof Action.Play play) {
                out.put("move", ScrabbleJson.of(play.move()));
                out.put("label", play.move().coordinates() + " " + play.move().word() + " " + play.move().score());
            } else if (c.action() instanceof Action.Exchange exchange) {
                out.put("exchange", exchange.tiles());
                out.put("label", "exchange " + exchange.tiles());
            } else {
                out.put("pass", true);
                out.put("label", "pass");
            }
            out.put("equity", Math.round(c.equity() * 10) / 10.0);
            out.put("iterations", c.iterations());
            if (c.iterations() > 0) {
                out.put("meanValue", Math.round(c.meanValue() * 10) / 10.0);
                out.put("winRate", Math.round(c.winRate() * 1000) / 1000.0);
            }
            if (c.iterations() > 1) {
                out.put("valueError", Math.round(c.valueError() * 10) / 10.0);
            }
            out.put("dropped", c.dropped());
            candidates.add(out);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("candidates", candidates);
        out.put("iterations", analysis.iterations());
        out.put("stoppedEarly", analysis.stoppedEarly());
        out.put("millis", analysis.took().toMillis());
        out.put("leaves", leaves);
        return out;
    }
}
