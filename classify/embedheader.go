package classify

import (
	"net/http"
	"reflect"
)

// embeddedHeader returns the response headers an error keeps in a
// Response field without a method to read them: smithy-go's ResponseError
// (every AWS SDK v2 error) holds a *smithyhttp.Response, which embeds the
// *http.Response. Lambda's throttle, for one, sends its wait as a
// Retry-After header there. Nil pointers anywhere on the way read as no
// headers.
func embeddedHeader(err any) http.Header {
	v := reflect.ValueOf(err)
	for depth := 0; depth < 4; depth++ {
		for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
			if v.IsNil() {
				return nil
			}
			if r, ok := v.Interface().(*http.Response); ok {
				return r.Header
			}
			v = v.Elem()
		}
		if v.Kind() != reflect.Struct {
			return nil
		}
		sf, ok := v.Type().FieldByName("Response")
		if !ok || !sf.IsExported() {
			return nil
		}
		// FieldByIndexErr, not FieldByName: the field may be promoted
		// through an embedded pointer that is nil.
		fv, ferr := v.FieldByIndexErr(sf.Index)
		if ferr != nil {
			return nil
		}
		v = fv
	}
	return nil
}
