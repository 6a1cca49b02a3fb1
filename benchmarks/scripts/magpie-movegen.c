/*
 * Times MAGPIE's move generation on positions written by MagpieMoveTimes: per group of positions, the
 * median and 90th percentile of one search, for the move of best equity (MOVE_RECORD_BEST, sorted by
 * equity) and for every move (MOVE_RECORD_ALL). Built against a MAGPIE checkout by magpie-movegen.sh; a
 * measuring tool of the benchmarks module, never part of this project's artifacts.
 *
 * Input lines: GROUP<TAB>CGP. Usage: magpie-movegen LEXICON LEAVES POSITIONS ROUNDS [WMP]; WMP "false" makes
 * MAGPIE search without its word map (the default: with it).
 */
#include "src/ent/move.h"
#include "src/impl/cgp.h"
#include "src/impl/config.h"
#include "src/impl/move_gen.h"
#include "src/util/io_util.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_POSITIONS 4096
#define MAX_LINE 1024

static double now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void die_on(ErrorStack *errors, const char *what) {
  if (!error_stack_is_empty(errors)) {
    fprintf(stderr, "%s failed:\n", what);
    error_stack_print_and_reset(errors);
    exit(1);
  }
}

static char groups[MAX_POSITIONS][64];
static char cgps[MAX_POSITIONS][MAX_LINE];

/* Times one search of every position of a group, rounds times over, and prints its median and p90. */
static void time_group(Game *game, MoveList *moves, ErrorStack *errors, int first, int end, int rounds,
                       move_record_t record, const char *label) {
  int n = (end - first) * rounds;
  double *samples = malloc(sizeof(double) * (size_t)n);
  long total_moves = 0;
  int s = 0;
  for (int round = -1; round < rounds; round++) { /* round -1 warms up */
    for (int p = first; p < end; p++) {
      game_load_cgp(game, cgps[p], errors);
      die_on(errors, cgps[p]);
      MoveGenArgs args = {
          .game = game,
          .move_list = moves,
          .move_record_type = record,
          .move_sort_type = MOVE_SORT_EQUITY,
          .override_kwg = NULL,
          .eq_margin_movegen = 0,
          .target_equity = EQUITY_MAX_VALUE,
          .target_leave_size_for_exchange_cutoff = UNSET_LEAVE_SIZE,
      };
      double start = now_us();
      generate_moves(&args);
      double took = now_us() - start;
      if (round >= 0) {
        samples[s++] = took;
        total_moves += move_list_get_count(moves);
      }
    }
  }
  qsort(samples, (size_t)n, sizeof(double), compare);
  printf("%s\t%s\t%d\t%.1f\t%.1f\t%.1f\n", groups[first], label, n, samples[n / 2], samples[(n * 9) / 10],
         (double)total_moves / n);
  free(samples);
}

int main(int argc, char *argv[]) {
  if (argc != 5 && argc != 6) {
    fprintf(stderr, "usage: %s LEXICON LEAVES POSITIONS ROUNDS [WMP] (run in the MAGPIE directory)\n", argv[0]);
    return 2;
  }
  FILE *in = fopen(argv[3], "r");
  if (!in) {
    perror(argv[3]);
    return 1;
  }
  int count = 0;
  char line[MAX_LINE + 64];
  while (count < MAX_POSITIONS && fgets(line, sizeof(line), in)) {
    char *tab = strchr(line, '\t');
    if (!tab) {
      continue;
    }
    *tab = '\0';
    tab[1 + strcspn(tab + 1, "\r\n")] = '\0';
    snprintf(groups[count], sizeof(groups[count]), "%s", line);
    snprintf(cgps[count], sizeof(cgps[count]), "%s", tab + 1);
    count++;
  }
  fclose(in);
  int rounds = atoi(argv[4]);

  ErrorStack *errors = error_stack_create();
  ConfigArgs config_args = {.data_paths = "./data", .settings_filename = NULL, .use_wmp = true};
  Config *config = config_create(&config_args, errors);
  die_on(errors, "config");
  char command[512];
  snprintf(command, sizeof(command),
           "set -lex %s -leaves %s -s1 equity -s2 equity -r1 all -r2 all -numplays 1 -threads 1 "
           "-savesettings false -wmp %s",
           argv[1], argv[2], argc == 6 ? argv[5] : "true");
  config_load_command(config, command, errors);
  die_on(errors, command);
  config_execute_command(config, errors);
  die_on(errors, command);
  Game *game = config_game_create(config);
  MoveList *moves = move_list_create(300000);

  printf("group\tsearch\tsamples\tmedian_us\tp90_us\tmoves\n");
  for (int first = 0; first < count;) {
    int end = first;
    while (end < count && strcmp(groups[end], groups[first]) == 0) {
      end++;
    }
    time_group(game, moves, errors, first, end, rounds, MOVE_RECORD_BEST, "best-equity");
    time_group(game, moves, errors, first, end, rounds, MOVE_RECORD_ALL, "all");
    first = end;
  }
  move_list_destroy(moves);
  game_destroy(game);
  config_destroy(config);
  error_stack_destroy(errors);
  return 0;
}
