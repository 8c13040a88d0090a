package doctor_test

import (
	"bytes"
	"strconv"
	"testing"

	"github.com/rungkit/rung/doctor"
	"github.com/rungkit/rung/trace"
	"github.com/rungkit/rung/trace/tracetest"
)

// bigTrace is every scenario's trace repeated under fresh run ids until it
// holds at least n records.
func bigTrace(b *testing.B, n int) ([]byte, int) {
	var recs []trace.Record
	for _, sc := range tracetest.Scenarios() {
		r, err := trace.Read(bytes.NewReader(traceOf(b, sc.Name)))
		if err != nil {
			b.Fatal(err)
		}
		recs = append(recs, r...)
	}
	var buf bytes.Buffer
	w := trace.NewWriter(&buf)
	count := 0
	for i := 0; count < n; i++ {
		for _, r := range recs {
			r.Run += "-" + strconv.Itoa(i)
			if err := w.Write(r); err != nil {
				b.Fatal(err)
			}
			count++
		}
	}
	if err := w.Close(); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes(), count
}

// BenchmarkDoctor reads and analyses a 100,000-record trace, as rung
// doctor does: go test ./doctor -run '^$' -bench Doctor -benchtime 5x
func BenchmarkDoctor(b *testing.B) {
	data, n := bigTrace(b, 100_000)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		z := doctor.NewAnalyzer(doctor.Options{})
		if err := z.ReadTrace("big", bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
		if a := z.Result(); a.Events != n {
			b.Fatalf("%d events, want %d", a.Events, n)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "events/s")
}
