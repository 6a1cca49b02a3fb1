package chiffreslettres.examples.cli;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.parquet.conf.PlainParquetConfiguration;
import org.apache.parquet.example.data.Group;
import org.apache.parquet.example.data.simple.SimpleGroupFactory;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.example.ExampleParquetWriter;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.schema.GroupType;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.MessageTypeParser;
import org.apache.parquet.schema.PrimitiveType;
import org.apache.parquet.schema.Type;

/**
 * Rows (named fields, as {@link chiffreslettres.dataset.TrainerRows} makes them) written to a local
 * parquet file by parquet-java, without Hadoop: lists in parquet's three-level form, uncompressed. Not
 * thread-safe.
 */
final class ParquetRows implements Closeable {

    /** The columns of verl's (and TinyZero's) Countdown parquet, with this library's {@code extra_info}. */
    static final MessageType VERL = MessageTypeParser.parseMessageType("""
            message verl {
              required binary data_source (STRING);
              required group prompt (LIST) {
                repeated group list {
                  required group element {
                    required binary role (STRING);
                    required binary content (STRING);
                  }
                }
              }
              required binary ability (STRING);
              required group reward_model {
                required binary style (STRING);
                required group ground_truth {
                  required int64 target;
                  required group numbers (LIST) {
                    repeated group list {
                      required int64 element;
                    }
                  }
                }
              }
              required group extra_info {
                required binary split (STRING);
                required int64 index;
                required boolean all_tiles;
                required binary variant (STRING);
              }
            }
            """);

    /** reasoning-gym's entries: question, answer, and the metadata {@link chiffreslettres.dataset.TrainerRows} gives. */
    static final MessageType REASONING_GYM = MessageTypeParser.parseMessageType("""
            message reasoning_gym {
              required binary question (STRING);
              required binary answer (STRING);
              required group metadata {
                required binary source_dataset (STRING);
                required int64 source_index;
                required group numbers (LIST) {
                  repeated group list {
                    required int64 element;
                  }
                }
                required int64 target;
                required binary expression (STRING);
                required group difficulty {
                  required group numbers (LIST) {
                    repeated group list {
                      required int64 element;
                    }
                  }
                  required group target (LIST) {
                    repeated group list {
                      required int64 element;
                    }
                  }
                  required group value (LIST) {
                    repeated group list {
                      required int64 element;
                    }
                  }
                }
                required boolean all_tiles;
                required boolean exact;
                required int64 distance;
                required int64 steps;
                required binary variant (STRING);
              }
            }
            """);

    private final MessageType schema;
    private final SimpleGroupFactory groups;
    private final ParquetWriter<Group> writer;

    /** Opens {@code file} for rows of {@code schema}, replacing it. */
    ParquetRows(Path file, MessageType schema) throws IOException {
        this.schema = schema;
        this.groups = new SimpleGroupFactory(schema);
        Files.deleteIfExists(file);
        this.writer = ExampleParquetWriter.builder(new LocalOutputFile(file)).withConf(new PlainParquetConfiguration())
                .withType(schema).withCompressionCodec(CompressionCodecName.UNCOMPRESSED).build();
    }

    /** Writes a row whose fields follow the schema (every field present, lists as {@link List}s). */
    void write(Map<String, Object> row) throws IOException {
        Group group = groups.newGroup();
        fill(group, schema, row);
        writer.write(group);
    }

    /** Each field of the type from the map, by name: values, nested groups and three-level lists. */
    private static void fill(Group group, GroupType type, Map<?, ?> values) {
        for (Type field : type.getFields()) {
            Object value = values.get(field.getName());
            if (value == null) {
                throw new IllegalArgumentException("parquet: the row has no " + field.getName());
            }
            if (field.isPrimitive()) {
                append(group, field.asPrimitiveType(), value);
            } else if (field.getLogicalTypeAnnotation() instanceof LogicalTypeAnnotation.ListLogicalTypeAnnotation) {
                Group list = group.addGroup(field.getName());
                Type element = field.asGroupType().getType(0).asGroupType().getType(0);
                for (Object item : (List<?>) value) {
                    Group entry = list.addGroup(0);
                    if (element.isPrimitive()) {
                        append(entry, element.asPrimitiveType(), item);
                    } else {
                        fill(entry.addGroup(0), element.asGroupType(), (Map<?, ?>) item);
                    }
                }
            } else {
                fill(group.addGroup(field.getName()), field.asGroupType(), (Map<?, ?>) value);
            }
        }
    }

    private static void append(Group group, PrimitiveType type, Object value) {
        switch (type.getPrimitiveTypeName()) {
            case INT64 -> group.append(type.getName(), ((Number) value).longValue());
            case INT32 -> group.append(type.getName(), ((Number) value).intValue());
            case BOOLEAN -> group.append(type.getName(), (Boolean) value);
            case DOUBLE -> group.append(type.getName(), ((Number) value).doubleValue());
            case BINARY -> group.append(type.getName(), value.toString());
            default -> throw new IllegalArgumentException("parquet: no writing of " + type);
        }
    }

    @Override
    public void close() throws IOException {
        writer.close();
    }
}
