// The client's Apollo type overrides (data masking with codegen types) apply to tests too.
import type {} from '../../client/src/apollo/typeOverrides';
