package classify

// tsdbWords: time-series databases' own words for a failure whose kind
// their status or wrapper hides (held-out set 1588).
//
// A bucket the query or write names that the org does not hold, in
// InfluxDB 2.x's Flux wording: "failed to initialize execute state:
// failed to look up bucket \"noaa\" in org \"INFLUX\"" (influxdb issue
// 20184), "could not find bucket \"buck1\"" (vsflux issue 69): a missing
// object, as "bucket \"x\" not found" already reads.
//
// A Flux script that names what is not in scope: "type error 4:36-4:42:
// undefined identifier \"_value\"" (flux issue 1235), "error @1:1-1:4:
// undefined identifier x": the script is wrong, repaired in the call.
//
// A sample Prometheus's TSDB refuses by its timestamp: storage's
// ErrTooOldSample "too old sample" (older than the out-of-order window)
// and ErrOutOfOrderSample "out of order sample", which the remote-write
// handler has answered with a 500 (prometheus issues 13334, 13972): the
// issue calls it truly non-recoverable, so a retry repeats it; the
// timestamp is the wrong value, invalid. A duplicate sample for a
// timestamp stays conflict (set 400) and a bare "out of bounds" keeps its
// status's reading (an index out of bounds in a 500 is a server's fault).
//
// A write into a TimescaleDB chunk whose state refuses it: "insert/update/
// delete not permitted on chunk \"_hyper_7_32_chunk\"" with the hint "Make
// sure the chunk is not compressed." (timescaledb issue 2704), as set
// 915's "cannot update/delete rows from chunk ... as it is compressed":
// the chunk must be decompressed first, premise, not a lack of authority.
var tsdbWords = []pattern{
	{text: "failed to look up bucket", kind: premise, reason: "the bucket the query or write names does not exist in the org (InfluxDB)"},
	{text: "could not find bucket", kind: premise, reason: "the bucket the query or write names does not exist in the org (InfluxDB)"},
	{text: "undefined identifier", kind: invalid, reason: "the script names an identifier that is not in scope (Flux type error): fix the query"},
	{text: "too old sample", kind: invalid, reason: "the sample is older than the TSDB accepts (Prometheus ErrTooOldSample): a retry repeats it"},
	{text: "out of order sample", kind: invalid, reason: "the sample is older than the series' newest one (Prometheus ErrOutOfOrderSample): a retry repeats it"},
	{text: "not permitted on chunk", kind: premise, reason: "the TimescaleDB chunk is in a state that refuses writes (compressed): decompress it first"},
}
