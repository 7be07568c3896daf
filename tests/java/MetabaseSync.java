// What Metabase's sync and a native question do over pgjdbc, as a single-file program:
//   java -cp /usr/share/java/postgresql.jar MetabaseSync.java JDBC_URL USER PASSWORD [SQL]
// Prints tab-separated lines (tabs, newlines and backslashes in values escaped, NULL as \N):
//   TABLE   name  TABLE|VIEW               (DatabaseMetaData.getTables, schema public)
//   COLUMN  table column ordinal type_name nullable(YES|NO)   (getColumns)
//   PK      table column                   (getPrimaryKeys)
//   FK      table column ref_table ref_column   (getImportedKeys)
//   CAN_SELECT table true|false            (Metabase's privilege probe: SELECT ... WHERE 1 <> 1)
//   RESULT  column ...                     then ROW value ... for SQL, when given
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

public class MetabaseSync {
    static String esc(String value) {
        if (value == null) return "\\N";
        return value.replace("\\", "\\\\").replace("\t", "\\t")
                    .replace("\n", "\\n").replace("\r", "\\r");
    }

    static void print(String... fields) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < fields.length; i++) {
            if (i > 0) line.append('\t');
            line.append(i == 0 ? fields[i] : esc(fields[i]));
        }
        System.out.println(line);
    }

    public static void main(String[] args) throws SQLException {
        if (args.length < 3) {
            System.err.println("usage: MetabaseSync JDBC_URL USER PASSWORD [SQL]");
            System.exit(2);
        }
        Properties props = new Properties();
        props.setProperty("user", args[1]);
        props.setProperty("password", args[2]);
        props.setProperty("ApplicationName", "MetabaseSync");
        try (Connection con = DriverManager.getConnection(args[0], props)) {
            DatabaseMetaData meta = con.getMetaData();
            List<String> tables = new ArrayList<>();
            String[] types = {"TABLE", "VIEW"};
            try (ResultSet rs = meta.getTables(null, "public", "%", types)) {
                while (rs.next()) {
                    tables.add(rs.getString("TABLE_NAME"));
                    print("TABLE", rs.getString("TABLE_NAME"), rs.getString("TABLE_TYPE"));
                }
            }
            for (String table : tables) {
                try (ResultSet rs = meta.getColumns(null, "public", table, "%")) {
                    while (rs.next()) {
                        print("COLUMN", table, rs.getString("COLUMN_NAME"),
                              rs.getString("ORDINAL_POSITION"), rs.getString("TYPE_NAME"),
                              rs.getString("IS_NULLABLE"));
                    }
                }
                try (ResultSet rs = meta.getPrimaryKeys(null, "public", table)) {
                    while (rs.next()) print("PK", table, rs.getString("COLUMN_NAME"));
                }
                try (ResultSet rs = meta.getImportedKeys(null, "public", table)) {
                    while (rs.next()) {
                        print("FK", table, rs.getString("FKCOLUMN_NAME"),
                              rs.getString("PKTABLE_NAME"), rs.getString("PKCOLUMN_NAME"));
                    }
                }
                boolean canSelect = true;
                try (Statement st = con.createStatement()) {
                    String quoted = "\"" + table.replace("\"", "\"\"") + "\"";
                    st.executeQuery("SELECT TRUE FROM \"public\"." + quoted
                                    + " WHERE 1 <> 1 LIMIT 0").close();
                } catch (SQLException e) {
                    canSelect = false;
                }
                print("CAN_SELECT", table, Boolean.toString(canSelect));
            }
            if (args.length > 3) {
                try (Statement st = con.createStatement();
                     ResultSet rs = st.executeQuery(args[3])) {
                    ResultSetMetaData columns = rs.getMetaData();
                    String[] header = new String[columns.getColumnCount() + 1];
                    header[0] = "RESULT";
                    for (int i = 1; i <= columns.getColumnCount(); i++) {
                        header[i] = columns.getColumnLabel(i);
                    }
                    print(header);
                    while (rs.next()) {
                        String[] row = new String[columns.getColumnCount() + 1];
                        row[0] = "ROW";
                        for (int i = 1; i <= columns.getColumnCount(); i++) {
                            row[i] = rs.getString(i);
                        }
                        print(row);
                    }
                }
            }
        }
    }
}
