package chiffreslettres.examples.cli;

import chiffreslettres.chiffres.Problem;
import chiffreslettres.chiffres.Rules;
import chiffreslettres.dataset.AnswerCheck;
import chiffreslettres.dataset.VerificationSummary;
import chiffreslettres.jeu.NumbersRound;
import chiffreslettres.jeu.Variant;
import chiffreslettres.server.UserFiles;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code verify}: reads JSON lines of a puzzle and an answer, writes the referee's verdict of each, in
 * order, as JSON lines; a summary on standard error at the end.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"Judge answers to numbers puzzles: one JSON object a line in, one verdict a line out, a summary on standard error.",
            "A line: {\"tiles\": [8, 5, 75, 100, 9, 3], \"target\": 594, \"answer\": \"75 × 8 − (9 − 3)\"}, optionally"
                + " \"variant\" (for the score), \"all_tiles\" and \"id\" (copied to the verdict). Every format dataset writes is read:"
                + " its JSON lines (records; reasoning-gym entries, judging \"response\" or their own answer; verl rows with the"
                + " model's \"response\"), a .csv file, a .parquet file.",
            "A model's output may hold its calculation in <answer>...</answer>: the last such tag is judged.",
            "Each verdict has a graded \"reward\" from 0 to 1: the show's points over its most (Countdown 10/7/5, Digits' stars), or 1 exact and 0 otherwise."})
final class VerifyCommand implements Callable<Integer> {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private ChiffresLettresCli parent;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The rows to read: JSON lines, or FILE.csv, FILE.parquet (default: JSON lines on standard input).")
    private Path file;

    @Option(names = "--variant", description = "The show that scores lines naming none: ${COMPLETION-CANDIDATES} (default: no score).")
    private VariantName variant;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        VerificationSummary summary = VerificationSummary.EMPTY;
        long unreadable = 0;
        String name = file == null ? "" : file.getFileName().toString();
        if (file != null) {
            UserFiles.checkReadable("verify", file);
        }
        long lineNumber = 0;
        try (BufferedReader in = file == null ? new BufferedReader(new InputStreamReader(parent.in, StandardCharsets.UTF_8))
                : name.endsWith(".parquet") ? new BufferedReader(java.io.Reader.nullReader())
                : Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            java.util.Iterator<String> rows = rows(in, name);
            while (rows.hasNext()) {
                String line = rows.next();
                lineNumber++;
                if (line.isBlank()) {
                    continue;
                }
                ObjectNode verdict = MAPPER.createObjectNode();
                verdict.put("line", lineNumber);
                try {
                    JsonNode json = MAPPER.readTree(line);
                    if (json.has("id")) {
                        verdict.set("id", json.get("id"));
                    }
                    Checked checked = check(json);
                    summary = summary.plus(checked.check());
                    write(checked, verdict);
                } catch (JsonProcessingException e) {
                    unreadable++;
                    verdict.put("error", "not a JSON object: " + e.getOriginalMessage());
                } catch (IllegalArgumentException e) {
                    unreadable++;
                    verdict.put("error", e.getMessage());
                }
                out.println(MAPPER.writeValueAsString(verdict));
            }
        } catch (java.io.UncheckedIOException e) {
            throw unreadable(e.getCause());
        } catch (com.fasterxml.jackson.databind.RuntimeJsonMappingException e) {
            throw new IllegalArgumentException("verify: " + input() + " is not CSV of the columns dataset writes (after line "
                    + lineNumber + "): " + e.getMessage());
        }
        out.flush();
        spec.commandLine().getErr().printf(
                "%,d answers checked: %.1f %% accepted, %.1f %% exact, mean distance of the accepted %.2f; %,d lines unreadable%n",
                summary.checked(), 100 * summary.acceptedShare(), 100 * summary.exactShare(), summary.meanDistance(),
                unreadable);
        return 0;
    }

    /** The rows of the input, by its name's ending: JSON lines, CSV or Parquet. */
    private java.util.Iterator<String> rows(BufferedReader in, String name) {
        try {
            return name.endsWith(".parquet") ? RowFiles.parquet(file) : name.endsWith(".csv") ? RowFiles.csv(in)
                    : RowFiles.jsonLines(in);
        } catch (IOException e) {
            throw unreadable(e);
        } catch (RuntimeException e) {
            if (!name.endsWith(".parquet")) {
                throw e;
            }
            // parquet-java says so with a RuntimeException: the file's footer cannot be read.
            String why = String.valueOf(e.getMessage()).replaceFirst("^.* is not a Parquet file ?", "");
            throw new IllegalArgumentException("verify: " + file + " is not a Parquet file"
                    + (why.isEmpty() ? "" : why.startsWith("(") ? " " + why : " (" + why + ")"));
        }
    }

    /** What the command says when its input fails while it is read (text is decoded ahead of the lines read). */
    private IllegalArgumentException unreadable(IOException e) {
        return new IllegalArgumentException("verify: " + input() + (e instanceof java.nio.charset.CharacterCodingException
                || e instanceof java.io.CharConversionException ? " is not UTF-8 text" : " cannot be read: " + e.getMessage()));
    }

    /** The input named in messages. */
    private String input() {
        return file == null ? "standard input" : file.toString();
    }

    /** A line's check and the round that scores it, if any. */
    private record Checked(AnswerCheck check, Optional<NumbersRound> round) {
    }

    /**
     * The calculation of a model's output: the content of its last {@code <answer>...</answer>}, as
     * trainers' reward functions read it, or the whole text when it has no such tag.
     */
    static String answerOf(String text) {
        int open = text.lastIndexOf("<answer>");
        if (open < 0) {
            return text;
        }
        int close = text.indexOf("</answer>", open);
        return close < 0 ? "" : text.substring(open + "<answer>".length(), close);
    }

    /**
     * A row of a trainer's shape as the plain form ({@code tiles}, {@code target}, {@code answer},
     * {@code variant}, {@code all_tiles}): a verl row (its ground truth and extra_info; the answer in
     * {@code response}, {@code solution_str} or {@code answer}) or a reasoning-gym entry (its metadata; the
     * answer in {@code response}, else its own {@code answer}); any other object as it is.
     */
    static JsonNode plain(JsonNode json) {
        JsonNode truth = json.path("reward_model").path("ground_truth");
        JsonNode facts = truth.isObject() ? json.path("extra_info") : json.path("metadata");
        if (!truth.isObject() && !(facts.isObject() && json.has("question"))) {
            return json;
        }
        ObjectNode plain = MAPPER.createObjectNode();
        JsonNode source = truth.isObject() ? truth : facts;
        if (source.has("numbers")) {
            plain.set("tiles", source.get("numbers"));
        }
        if (source.has("target")) {
            plain.set("target", source.get("target"));
        }
        for (String field : truth.isObject() ? List.of("response", "solution_str", "answer") : List.of("response", "answer")) {
            if (json.has(field)) {
                plain.set("answer", json.get(field));
                break;
            }
        }
        if (!plain.has("answer")) {
            throw new IllegalArgumentException("answer: a verl row holds no answer: add the model's reply as \"response\"");
        }
        if (facts.has("variant")) {
            plain.set("variant", facts.get("variant"));
        }
        if (facts.has("all_tiles")) {
            plain.set("all_tiles", facts.get("all_tiles"));
        } else if ((truth.isObject() ? json.path("data_source") : facts.path("source_dataset")).asText().contains("countdown")) {
            plain.put("all_tiles", true);   // TinyZero's and reasoning-gym's countdown: every number used
        }
        if (json.has("id")) {
            plain.set("id", json.get("id"));
        }
        return plain;
    }

    /** The check of one line, or an IllegalArgumentException naming the field at fault. */
    private Checked check(JsonNode row) {
        if (!row.isObject()) {
            throw new IllegalArgumentException("a line must be a JSON object with tiles, target and answer");
        }
        JsonNode json = plain(row);
        JsonNode tilesNode = json.get("tiles");
        if (tilesNode == null || !tilesNode.isArray()) {
            throw new IllegalArgumentException("tiles: a list of positive whole numbers is required");
        }
        List<Long> tiles = new ArrayList<>();
        for (JsonNode t : tilesNode) {
            if (!t.canConvertToLong() || !t.isIntegralNumber()) {
                throw new IllegalArgumentException("tiles: a list of positive whole numbers is required, got " + tilesNode);
            }
            tiles.add(t.asLong());
        }
        JsonNode target = json.get("target");
        if (target == null || !target.isIntegralNumber() || !target.canConvertToLong()) {
            throw new IllegalArgumentException("target: a positive whole number is required");
        }
        JsonNode answer = json.get("answer");
        if (answer == null || !answer.isTextual()) {
            throw new IllegalArgumentException("answer: the text of the answer is required");
        }
        Optional<Variant> show = json.has("variant") ? variantNamed(json.get("variant").asText())
                : Optional.ofNullable(variant).map(VariantName::variant);
        Rules rules = show.map(v -> v.numbers().rules()).orElse(Rules.standard());
        if (json.has("all_tiles")) {
            rules = rules.withAllTilesRequired(json.get("all_tiles").asBoolean());
        }
        Problem problem = new Problem(target.asLong(), tiles, rules);
        Optional<NumbersRound> round = show.map(Variant::numbers);
        return new Checked(AnswerCheck.of(problem, answerOf(answer.asText()), round), round);
    }

    /** The show by its short name ({@code countdown}) or its name ({@code Countdown}); empty for {@code free}. */
    private static Optional<Variant> variantNamed(String name) {
        for (VariantName v : VariantName.values()) {
            if (v.name().equalsIgnoreCase(name) || v.variant().name().equalsIgnoreCase(name)) {
                return Optional.of(v.variant());
            }
        }
        if (name.equals("free")) {
            return Optional.empty();
        }
        throw new IllegalArgumentException("variant: unknown show '" + name + "'");
    }

    private static void write(Checked checked, ObjectNode verdict) {
        AnswerCheck check = checked.check();
        verdict.put("accepted", check.accepted());
        if (check.accepted()) {
            verdict.put("value", check.value().getAsLong());
            verdict.put("distance", check.distance().getAsLong());
        } else {
            verdict.put("reason", check.reason().get().name());
            verdict.put("message", check.message().get());
            verdict.put("step", check.step());
            verdict.put("position", check.position());
        }
        if (check.score().isPresent()) {
            verdict.put("score", check.score().getAsInt());
        }
        verdict.put("reward", Math.round(check.reward(checked.round()) * 10_000) / 10_000.0);
    }
}
