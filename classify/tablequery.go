package classify

import (
	"encoding/json"
	"sort"
	"strings"
)

// A query API's tabular answer: column metadata beside the rows (set 429).
// When the rows are empty, or the only row is the column names repeated as
// a header (Athena's GetQueryResults puts the header in Rows[0] for a
// SELECT), the query ran and matched nothing: an empty list by other words
// (ambiguous). Athena "ResultSet" (Rows beside ResultSetMetadata.ColumnInfo),
// the Redshift Data API's GetStatementResult ("Records" beside
// "ColumnMetadata"), Timestream's Query ("Rows" beside "ColumnInfo"),
// Kusto's v1 "Tables" (the primary table first), Trino's last statement
// page (its "columns" with no "data" once the state is FINISHED).

var (
	tableColumnKeys = [...]string{"columns", "Columns", "ColumnMetadata", "columnMetadata", "ColumnInfo", "columnInfo"}
	tableRowKeys    = [...]string{"rows", "Rows", "Records", "records", "data"}
)

// emptyTable reports a JSON answer whose first table (column metadata and
// its rows) holds no data row.
func emptyTable(b string) bool {
	t := strings.TrimSpace(b)
	if len(t) < 2 || t[0] != '{' || !hasAny(t, "olumn") {
		return false
	}
	var v any
	if json.Unmarshal([]byte(t), &v) != nil {
		return false
	}
	found, empty := firstTable(v)
	return found && empty
}

// firstTable finds the first object that carries column metadata, in
// document order for arrays, and says whether its rows are empty.
func firstTable(v any) (found, empty bool) {
	switch x := v.(type) {
	case map[string]any:
		if cols := tableColumns(x); len(cols) > 0 {
			return true, tableRowsEmpty(x, cols)
		}
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if f, e := firstTable(x[k]); f {
				return f, e
			}
		}
	case []any:
		for _, e := range x {
			if f, em := firstTable(e); f {
				return f, em
			}
		}
	}
	return false, false
}

// tableColumns returns the object's column metadata: its own, or (Athena's
// ResultSet) its ResultSetMetadata's.
func tableColumns(x map[string]any) []any {
	for _, k := range tableColumnKeys {
		if c, ok := x[k].([]any); ok && len(c) > 0 {
			return c
		}
	}
	if m, ok := x["ResultSetMetadata"].(map[string]any); ok {
		if c, ok := m["ColumnInfo"].([]any); ok && len(c) > 0 {
			return c
		}
	}
	return nil
}

func tableRowsEmpty(x map[string]any, cols []any) bool {
	for _, k := range tableRowKeys {
		r, ok := x[k]
		if !ok {
			continue
		}
		rows, ok := r.([]any)
		if !ok {
			return false
		}
		return len(rows) == 0 || len(rows) == 1 && headerRow(rows[0], cols)
	}
	// Trino's client protocol leaves "data" out of a page with no rows;
	// the last page (no nextUri) of a FINISHED query without data matched
	// nothing. An error, or a page still to follow, is not read.
	if _, more := x["nextUri"]; more {
		return false
	}
	if _, failed := x["error"]; failed {
		return false
	}
	if st, ok := x["stats"].(map[string]any); ok {
		s, _ := st["state"].(string)
		return s == "FINISHED"
	}
	return false
}

// headerRow reports a row whose cells are the column names in order
// (Athena's {"Data":[{"VarCharValue":"order_id"},...]}).
func headerRow(row any, cols []any) bool {
	var cells []any
	switch r := row.(type) {
	case map[string]any:
		cells, _ = r["Data"].([]any)
	case []any:
		cells = r
	}
	if len(cells) != len(cols) {
		return false
	}
	for i, c := range cells {
		if cellText(c) == "" || !strings.EqualFold(cellText(c), columnName(cols[i])) {
			return false
		}
	}
	return true
}

func cellText(c any) string {
	switch x := c.(type) {
	case string:
		return x
	case map[string]any:
		s, _ := x["VarCharValue"].(string)
		return s
	}
	return ""
}

func columnName(c any) string {
	m, ok := c.(map[string]any)
	if !ok {
		return ""
	}
	for _, k := range [...]string{"Name", "name", "ColumnName", "Label", "label"} {
		if s, ok := m[k].(string); ok {
			return s
		}
	}
	return ""
}
