package classify

import "strings"

// influxEmptyStatements reports an InfluxDB 1.x /query answer whose every
// statement came back with its statement_id alone: no "series", no
// "error", no "messages" ({"results":[{"statement_id":0}]}). InfluxDB
// answers so for a SELECT over a measurement, field or time range that
// holds nothing (its FAQ: "why does my query return no data"), with a
// 200 (set 1691). The query ran and found no rows: an empty result. A
// statement with series, an error or a warning message is read by those.
func influxEmptyStatements(b string) bool {
	if !strings.Contains(b, `"statement_id"`) {
		return false
	}
	i := 0
	lit := func(s string) bool {
		i = skipSpace(b, i)
		if strings.HasPrefix(b[i:], s) {
			i += len(s)
			return true
		}
		return false
	}
	if !lit("{") || !lit(`"results"`) || !lit(":") || !lit("[") {
		return false
	}
	for {
		if !lit("{") || !lit(`"statement_id"`) || !lit(":") {
			return false
		}
		i = skipSpace(b, i)
		start := i
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
		if i == start || !lit("}") {
			return false
		}
		if lit(",") {
			continue
		}
		if !lit("]") || !lit("}") {
			return false
		}
		i = skipSpace(b, i)
		return i == len(b)
	}
}
