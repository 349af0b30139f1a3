# strata_warnings: the warning set for project code (not for dependencies' headers, which are
# included as system headers).
add_library(strata_warnings INTERFACE)
target_compile_options(strata_warnings INTERFACE
  $<$<COMPILE_LANGUAGE:CXX>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wconversion
                            -Wno-sign-conversion>
  $<$<COMPILE_LANGUAGE:C>:-Wall -Wextra -Wpedantic>
  $<$<BOOL:${STRATA_WARNINGS_AS_ERRORS}>:-Werror>)
