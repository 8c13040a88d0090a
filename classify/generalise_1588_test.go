package classify

import "testing"

// First run at 2e8e1872: 20/36 overall, 6/18 tricky.
// Tolerated: i1588-timescale-chunk-not-compressed: unknown vs conflict (one-off): "chunk x is not compressed" answers decompress_chunk (the end state holds) but also calls that need a compressed chunk (premise); the text does not name the call.
// Tolerated: i1588-questdb-exp-drop-ran: invalid vs ambiguous (one-off): QuestDB's /exp refused a DROP in words while running it (questdb issue 2584), a server bug no wording can tell from a true refusal.
// Tolerated: i1588-opentsdb-metric-with-tags: premise vs invalid (one-off): OpenTSDB's "No such name for 'metrics'" is a missing metric; only the tag text folded into this name shows a malformed query.
func TestIndependentCases1588(t *testing.T) {
	runIndependent(t, "testdata/independent1588.jsonl", true, "i1588-timescale-chunk-not-compressed", "i1588-questdb-exp-drop-ran", "i1588-opentsdb-metric-with-tags")
}

// TestGeneralise1588SeriesCaps: a time-series database's cap on what a
// database holds is a count, not a rate nor this write's shape: InfluxDB
// 1.x's max-series-per-database and max-values-per-tag (whose changelog
// says writes that would create new series fail while the count stands,
// influxdb issue 7489, here behind a 500 and a 400) and InfluxDB 3 (IOx)'s
// "service limit reached" columns-per-table quota behind a 400 with code
// invalid (influxdb-client-python issue 575): premise (heldlimits.go
// activeSeriesWords). A rate limit stays transient, a query's own series
// cap stays invalid, and a plain 500 stays transient.
func TestGeneralise1588SeriesCaps(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"influx1 max series 500", "http", 500, "", `{"error":"max series per database exceeded: cpu,host=a"}`, premise},
		{"influx1 max series partial 400", "http", 400, "", `{"error":"partial write: max-series-per-database limit exceeded: (1000000) dropped=12"}`, premise},
		{"influx1 max values per tag", "http", 400, "", `{"error":"partial write: max-values-per-tag limit exceeded (100000/100000): measurement=\"cpu\" tag=\"host\" value=\"h1\" dropped=1"}`, premise},
		{"influx3 column limit", "http", 400, "invalid", `{"code":"invalid","message":"dml handler error: service limit reached: couldn't create columns in table cpu; table contains 199 existing columns, applying this write would result in 201 columns, limit is 200"}`, premise},
		{"influx3 table limit", "http", 400, "invalid", `{"code":"invalid","message":"dml handler error: service limit reached: couldn't create new table; namespace contains 500 existing tables. applying this write would result in at least 501 tables, limit is 500"}`, premise},
		{"near miss: plain 500", "http", 500, "", `{"error":"internal error"}`, transient},
		{"near miss: query series cap", "", 0, "", "the number of matching timeseries exceeds 50000; either narrow down the search or increase -search.max* command-line flag values at vmselect", invalid},
		{"near miss: ingestion rate 429", "http", 429, "", `{"error":"ingestion rate limit (10000) exceeded while adding 500 samples"}`, transient},
	})
}

// TestGeneralise1588TSDBWords: time-series databases' own words that their
// status or wrapper hides (tsdbwords.go): InfluxDB's Flux "failed to look
// up bucket" and "could not find bucket" (a missing bucket, premise, as
// "bucket \"x\" not found"), Flux's "undefined identifier" (the script is
// wrong, invalid), Prometheus TSDB's "too old sample" and "out of order
// sample" behind a remote-write 500 (prometheus issue 13334: truly
// non-recoverable, invalid), and TimescaleDB's "not permitted on chunk"
// for a compressed chunk (premise, as set 915). A duplicate sample stays
// conflict (set 400), a bare 500 "out of bounds" and a DNS "failed to
// look up" keep their own readings.
func TestGeneralise1588TSDBWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"flux lookup bucket", "", 0, "", `failed to initialize execute state: failed to look up bucket "noaa" in org "INFLUX"`, premise},
		{"flux could not find bucket 404", "http", 404, "", `{"code":"not found","message":"failed to initialize execute state: could not find bucket \"buck1\""}`, premise},
		{"flux undefined identifier", "", 0, "", `Error: Failed to execute query: type error 4:36-4:42: undefined identifier "_value".`, invalid},
		{"flux undefined identifier 400", "http", 400, "invalid", `{"code":"invalid","message":"error @1:1-1:4: undefined identifier abc"}`, invalid},
		{"prom too old sample 500", "go", 0, "", "server returned HTTP status 500 Internal Server Error: too old sample", invalid},
		{"prom out of order sample 500", "http", 500, "", "out of order sample", invalid},
		{"timescale compressed chunk", "postgres", 0, "", `insert/update/delete not permitted on chunk "_hyper_1_3_chunk"`, premise},
		{"near miss: duplicate sample", "http", 400, "", "duplicate sample for timestamp", conflict},
		{"near miss: java out of bounds 500", "http", 500, "", `{"error":"java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5"}`, transient},
		{"near miss: dns lookup timeout", "go", 0, "", "dial tcp: lookup influx.internal on 10.0.0.2:53: i/o timeout", transient},
	})
}

// TestGeneralise1588InfluxNoBuckets: InfluxDB 2.x lists only the buckets
// the token may read, and every org holds system buckets, so a 404 "no
// buckets found in organization" is a token that sees none: denied (the
// maintainer's reading, influxdb-gds-connector issue 12). A named bucket
// that is missing stays premise.
func TestGeneralise1588InfluxNoBuckets(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cloud no buckets", "http", 404, "not found", `{"code":"not found","message":"no buckets found in organization 0a1b2c3d4e5f6a7b"}`, denied},
		{"oss no buckets", "http", 404, "", `not found: no buckets found in organization a142823013a8b3c9 error reading buckets`, denied},
		{"near miss: bucket not found", "http", 404, "not found", `{"code":"not found","message":"bucket \"metrics\" not found"}`, premise},
		{"near miss: org not found", "http", 404, "not found", `{"code":"not found","message":"organization name \"acme\" not found"}`, premise},
	})
}

// TestGeneralise1588TimestreamStored: Timestream's RejectedRecords reason
// for a record the table already holds at that time, dimensions and
// measure name ("A record already exists with the same time, dimensions,
// measure name, and record version", "The record version 2 is lower than
// the existing version 200"; API_RejectedRecord) reads conflict, as
// Prometheus's duplicate sample (set 400): resending meets the same stored
// record. The bare RejectedRecordsException and a reason outside the
// memory store's retention keep the set 31 batch reading (ambiguous).
func TestGeneralise1588TimestreamStored(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"same version", "aws", 419, "RejectedRecordsException", "A record already exists with the same time, dimensions, measure name, and record version. A higher record version must be specified in order to update the measure value.", conflict},
		{"lower version", "aws", 419, "RejectedRecordsException", "The record version 3 is lower than the existing version 7. A higher version is required to update the measure value.", conflict},
		{"go v2 rendered", "go", 0, "", "operation error Timestream Write: WriteRecords, https response error StatusCode: 419, RequestID: ABC123, RejectedRecordsException: One or more records have been rejected. See RejectedRecords for details. Reason: A record already exists with the same time, dimensions, measure name, and record version.", conflict},
		{"near miss: bare batch", "aws", 419, "RejectedRecordsException", "One or more records have been rejected. See RejectedRecords for details.", ambiguous},
		{"near miss: retention", "aws", 419, "RejectedRecordsException", "The record timestamp is outside the time range [2024-01-01T00:00:00Z, 2024-01-02T00:00:00Z) of the memory store.", ambiguous},
	})
}

// TestGeneralise1588DroppedPointsCause: an InfluxDB partial write whose
// stated cause is the dropped points' own content (a field type conflict,
// timestamps beyond the retention policy, unparsable line protocol) is
// invalid under any status, a 2.0 build's 500 included (tsdbwords.go
// droppedPointWords, revising the set 31 reading after set 1588's four
// blind lines): resending the dropped points fails every time. A partial
// write that names no cause stays ambiguous, a held cap stays premise, and
// a disk that is full stays premise.
func TestGeneralise1588DroppedPointsCause(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"type conflict 400 (1.x)", "http", 400, "", `{"error":"partial write: field type conflict: input field \"temp\" on measurement \"weather\" is type string, already exists as type float dropped=2"}`, invalid},
		{"retention 500 (2.0)", "http", 500, "internal error", `{"code":"internal error","message":"unexpected error writing points to database: partial write: points beyond retention policy dropped=4"}`, invalid},
		{"unparsable, no status", "", 0, "", "partial write: unable to parse 'cpu,host=a value=x': invalid boolean dropped=0", invalid},
		{"near miss: opaque partial write", "", 0, "", "partial write of line protocol occurred", ambiguous},
		{"near miss: opaque partial 400", "http", 400, "", `{"error":"partial write: dropped=3"}`, ambiguous},
		{"near miss: series cap", "http", 400, "", `{"error":"partial write: max-series-per-database limit exceeded: (1000000) dropped=5"}`, premise},
		{"near miss: disk full", "", 0, "", "partial write: write /var/lib/influxdb/data/db/_series/01/0001: no space left on device dropped=1", premise},
	})
}
