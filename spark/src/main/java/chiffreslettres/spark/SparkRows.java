package chiffreslettres.spark;

import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/** Named fields (nested maps and lists, as the library's formats give them) as a Spark row of a schema. */
final class SparkRows {

    private SparkRows() {
    }

    /**
     * The row of {@code fields} in the order of {@code schema}; nested maps become rows, lists arrays.
     *
     * @throws IllegalArgumentException if a field the schema names is missing
     */
    static Row of(Map<String, Object> fields, StructType schema) {
        StructField[] columns = schema.fields();
        Object[] values = new Object[columns.length];
        for (int i = 0; i < columns.length; i++) {
            if (!fields.containsKey(columns[i].name())) {
                throw new IllegalArgumentException("no field " + columns[i].name() + " in " + fields.keySet());
            }
            values[i] = value(fields.get(columns[i].name()), columns[i].dataType());
        }
        return RowFactory.create(values);
    }

    @SuppressWarnings("unchecked")
    private static Object value(Object value, DataType type) {
        if (value == null) {
            return null;
        }
        if (type instanceof StructType struct) {
            return of((Map<String, Object>) value, struct);
        }
        if (type instanceof ArrayType array) {
            List<Object> items = (List<Object>) value;
            Object[] out = new Object[items.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = value(items.get(i), array.elementType());
            }
            return out;
        }
        return value;
    }
}
