package chiffreslettres.examples.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import org.apache.parquet.column.page.PageReadStore;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.convert.GroupRecordConverter;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.io.ColumnIOFactory;
import org.apache.parquet.io.LocalInputFile;
import org.apache.parquet.io.MessageColumnIO;
import org.apache.parquet.io.RecordReader;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;

/**
 * The rows of a file that {@code dataset} writes, one JSON text each, whatever its format: JSON lines as
 * they are, a CSV row under its header (tiles split on spaces), a parquet row as the JSON object of its
 * fields (lists as arrays). Lazy: one row in memory at a time.
 */
final class RowFiles {

    private static final ObjectMapper JSON = new ObjectMapper();

    private RowFiles() {
    }

    /** The rows of a reader of JSON lines. */
    static Iterator<String> jsonLines(BufferedReader in) {
        return in.lines().iterator();
    }

    /** The rows of a CSV file with {@code dataset}'s header, as JSON objects. */
    static Iterator<String> csv(BufferedReader in) throws IOException {
        MappingIterator<Map<String, String>> rows = new CsvMapper().readerFor(Map.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(in);
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return rows.hasNext();
            }

            @Override
            public String next() {
                Map<String, String> row = rows.next();
                ObjectNode json = JSON.createObjectNode();
                row.forEach((name, value) -> {
                    if (name.equals("tiles")) {
                        ArrayNode tiles = json.putArray("tiles");
                        for (String t : value.trim().split("\\s+")) {
                            try {
                                tiles.add(Long.parseLong(t));
                            } catch (NumberFormatException e) {
                                tiles.add(t);
                            }
                        }
                    } else if (name.equals("target")) {
                        try {
                            json.put(name, Long.parseLong(value.trim()));
                        } catch (NumberFormatException e) {
                            json.put(name, value);
                        }
                    } else if (name.equals("answer") || name.equals("variant")) {
                        json.put(name, value);
                    }
                });
                return json.toString();
            }
        };
    }

    /** The rows of a parquet file (verl rows, reasoning-gym entries or any other), as JSON objects. */
    static Iterator<String> parquet(Path file) throws IOException {
        ParquetFileReader reader = ParquetFileReader.open(new LocalInputFile(file),
                org.apache.parquet.ParquetReadOptions.builder(new org.apache.parquet.conf.PlainParquetConfiguration()).build());
        MessageType schema = reader.getFooter().getFileMetaData().getSchema();
        MessageColumnIO columns = new ColumnIOFactory().getColumnIO(schema);
        return new Iterator<>() {
            private RecordReader<Group> group;
            private long left;

            @Override
            public boolean hasNext() {
                try {
                    while (left == 0) {
                        PageReadStore pages = reader.readNextRowGroup();
                        if (pages == null) {
                            reader.close();
                            return false;
                        }
                        left = pages.getRowCount();
                        group = columns.getRecordReader(pages, new GroupRecordConverter(schema));
                    }
                    return true;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public String next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                left--;
                Group row = group.read();
                return object(row, row.getType()).toString();
            }
        };
    }

    private static ObjectNode object(Group group, GroupType type) {
        ObjectNode json = JsonNodeFactory.instance.objectNode();
        for (int f = 0; f < type.getFieldCount(); f++) {
            Type field = type.getType(f);
            if (group.getFieldRepetitionCount(f) == 0) {
                continue;
            }
            if (field.isPrimitive()) {
                json.set(field.getName(), value(group, f, 0, field.asPrimitiveType()));
            } else if (field.getLogicalTypeAnnotation() instanceof LogicalTypeAnnotation.ListLogicalTypeAnnotation) {
                ArrayNode array = json.putArray(field.getName());
                Group list = group.getGroup(f, 0);
                for (int i = 0; i < list.getFieldRepetitionCount(0); i++) {
                    Group entry = list.getGroup(0, i);
                    Type element = entry.getType().getType(0);
                    array.add(element.isPrimitive() ? value(entry, 0, 0, element.asPrimitiveType())
                            : object(entry.getGroup(0, 0), element.asGroupType()));
                }
            } else {
                json.set(field.getName(), object(group.getGroup(f, 0), field.asGroupType()));
            }
        }
        return json;
    }

    private static JsonNode value(Group group, int field, int index, PrimitiveType type) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        return switch (type.getPrimitiveTypeName()) {
            case INT64 -> nodes.numberNode(group.getLong(field, index));
            case INT32 -> nodes.numberNode(group.getInteger(field, index));
            case BOOLEAN -> nodes.booleanNode(group.getBoolean(field, index));
            case DOUBLE -> nodes.numberNode(group.getDouble(field, index));
            case FLOAT -> nodes.numberNode(group.getFloat(field, index));
            default -> nodes.textNode(group.getString(field, index));
        };
    }
}
