package chiffreslettres.examples.cli;

import chiffreslettres.dataset.DatasetSpec;
import chiffreslettres.dataset.TrainerRows;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The {@code README.md} of a dataset in the layout model hubs use: a YAML header (licence, task, tags,
 * the configuration and its two splits with their files and sizes) and a card saying how the rows were
 * made and checked, their columns and how to score an answer.
 */
final class DatasetCard {

    static final String TRAIN_FILE = "train-00000-of-00001.parquet";
    static final String TEST_FILE = "test-00000-of-00001.parquet";

    private DatasetCard() {
    }

    /** Writes {@code dir/README.md}. */
    static void write(Path dir, TrainerRows rows, DatasetSpec spec, String format, long tests, long trains,
            String command) throws IOException {
        long total = tests + trains;
        String size = total < 1_000 ? "n<1K" : total < 10_000 ? "1K<n<10K" : total < 100_000 ? "10K<n<100K"
                : total < 1_000_000 ? "100K<n<1M" : "1M<n<10M";
        boolean verl = format.equals("verl");
        String rule = rows.allTiles() ? "every number used exactly once" : "some of the numbers, each at most once";
        String text = """
                ---
                license: apache-2.0
                task_categories:
                - text-generation
                tags:
                - countdown
                - arithmetic
                - reasoning
                - %s
                pretty_name: Countdown numbers puzzles with proven best answers (%s)
                size_categories:
                - %s
                configs:
                - config_name: default
                  data_files:
                  - split: train
                    path: data/train-*
                  - split: test
                    path: data/test-*
                dataset_info:
                  splits:
                  - name: train
                    num_examples: %d
                  - name: test
                    num_examples: %d
                ---

                # Countdown numbers puzzles with proven best answers

                Each row is a numbers puzzle: tiles and a target, to be reached with +, -, * and / (%s; every
                intermediate result a positive whole number, division exact). Rows are %s, data source `%s`.

                ## How the rows were made

                By the chiffres-lettres library (Apache-2.0), reproducibly from its seed:

                ```sh
                %s
                ```

                Puzzles: %s; targets %d to %d; tiles %d to %d a puzzle, each %d to %d%s. No puzzle (tiles and
                target) appears twice. The test split holds the first %d rows made, the train split the %d after.

                ## How they were checked

                Every puzzle was solved exhaustively: its target is made %s, and the best answer shipped is
                proven best (no closer value, then no fewer steps). A reply is scored by the library's referee:
                `./chiffres-lettres verify` (JSON lines in, a verdict and a graded reward out), or in Python
                by the `chiffres_lettres` package of the repository (`compute_score` for verl's custom reward,
                `score_answer` for reasoning-gym), which reads the last `<answer>...</answer>` of a reply.

                ## Columns

                %s
                """.formatted(verl ? "verl" : "reasoning-gym", verl ? "verl rows" : "reasoning-gym entries", size,
                trains, tests, rule, verl ? "verl rows (TinyZero's Countdown columns)" : "reasoning-gym entries",
                rows.dataSource(), command, spec.round().isPresent() ? spec.name() + "'s numbers round" : "a free shape",
                spec.minTarget(), spec.maxTarget(), spec.tileCount(), spec.maxTileCount(), spec.minTile(),
                spec.maxTile(), spec.solvableOnly() ? "; only puzzles whose target is made exactly" : "", tests,
                trains, spec.solvableOnly() ? "exactly" : "exactly or not (then the closest value is given)",
                verl ? """
                        - `data_source` (string): the name a trainer picks its reward by
                        - `prompt` (list of `{role, content}`): the question, one user message
                        - `ability` (string): `math`
                        - `reward_model` (`{style: "rule", ground_truth: {target, numbers}}`)
                        - `extra_info` (`{split, index, all_tiles, variant}`): the row's split and index in it, the rule, the show that scores it"""
                        : """
                        - `question` (string), `answer` (string: the proven best answer, `75*8-(9-3)`)
                        - `metadata`: `source_dataset`, `source_index`, `numbers`, `target`, `expression`, `difficulty`
                          (`{numbers, target, value}`: the ranges of tile count, target and tile), `all_tiles`, `exact`,
                          `distance`, `steps`, `variant`""");
        Files.writeString(dir.resolve("README.md"), text, StandardCharsets.UTF_8);
    }
}
