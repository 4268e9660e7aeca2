import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Marks a route as open to anonymous visitors on purpose; every other route needs a guard. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
