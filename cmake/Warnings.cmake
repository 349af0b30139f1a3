# strata_warnings: the warning set for project code (not for dependencies' headers, which are
# included as system headers).
add_library(strata_warnings INTERFACE)
target_compile_options(strata_warnings INTERFACE
  $<$<COMPILE_LANGUAGE:CXX>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wconversion
                            -Wno-sign-conversion>
  # g++ 12 at -O3 reports -Wrestrict inside libstdc++'s own std::string code (GCC bug 105329).
  $<$<AND:$<COMPILE_LANGUAGE:CXX>,$<CXX_COMPILER_ID:GNU>>:-Wno-restrict>
  $<$<COMPILE_LANGUAGE:C>:-Wall -Wextra -Wpedantic>
  $<$<BOOL:${STRATA_WARNINGS_AS_ERRORS}>:-Werror>)
