// The client's Apollo type overrides (data masking with codegen types) apply to tests too.
/// <reference path="../../client/src/apollo/typeOverrides.d.ts" />
