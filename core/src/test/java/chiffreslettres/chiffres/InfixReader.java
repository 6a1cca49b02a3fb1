package chiffreslettres.chiffres;

/**
 * A test-only reader of infix calculations (usual precedence, left-to-right grouping), to check that
 * renderings read back as the tree they came from.
 */
final class InfixReader {
    private final String text;
    private int pos;

    private InfixReader(String text) {
        this.text = text.replace(" ", "").replace('−', '-').replace('×', '*').replace('÷', '/');
    }

    static Expression read(String text) {
        InfixReader reader = new InfixReader(text);
        Expression e = reader.sum();
        if (reader.pos != reader.text.length()) {
            throw new IllegalArgumentException("trailing text in " + text);
        }
        return e;
    }

    private Expression sum() {
        Expression e = product();
        while (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
            Operator op = text.charAt(pos++) == '+' ? Operator.ADD : Operator.SUBTRACT;
            e = Expression.combine(e, op, product());
        }
        return e;
    }

    private Expression product() {
        Expression e = atom();
        while (pos < text.length() && (text.charAt(pos) == '*' || text.charAt(pos) == '/')) {
            Operator op = text.charAt(pos++) == '*' ? Operator.MULTIPLY : Operator.DIVIDE;
            e = Expression.combine(e, op, atom());
        }
        return e;
    }

    private Expression atom() {
        if (text.charAt(pos) == '(') {
            pos++;
            Expression e = sum();
            pos++;
            return e;
        }
        int start = pos;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        return Expression.tile(Long.parseLong(text.substring(start, pos)));
    }
}
