package chiffreslettres.dataset;

/**
 * Totals of many {@link AnswerCheck}s: how many were checked, accepted and exact, and the mean distance
 * of the accepted. Immutable; {@link #plus} gives the totals with one more check.
 *
 * @param checked       answers checked
 * @param accepted      answers accepted
 * @param exact         answers accepted that make the target
 * @param totalDistance the sum of the distances of the accepted answers
 */
public record VerificationSummary(long checked, long accepted, long exact, long totalDistance) {

    /** No answer checked yet. */
    public static final VerificationSummary EMPTY = new VerificationSummary(0, 0, 0, 0);

    /** These totals with {@code check} counted. */
    public VerificationSummary plus(AnswerCheck check) {
        return new VerificationSummary(checked + 1, accepted + (check.accepted() ? 1 : 0),
                exact + (check.exact() ? 1 : 0), totalDistance + (check.accepted() ? check.distance().getAsLong() : 0));
    }

    /** Accepted answers over answers checked, 0 to 1 (0 when none was checked). */
    public double acceptedShare() {
        return checked == 0 ? 0 : (double) accepted / checked;
    }

    /** Exact answers over answers checked, 0 to 1 (0 when none was checked). */
    public double exactShare() {
        return checked == 0 ? 0 : (double) exact / checked;
    }

    /** The mean distance of the accepted answers (0 when none was accepted). */
    public double meanDistance() {
        return accepted == 0 ? 0 : (double) totalDistance / accepted;
    }
}
