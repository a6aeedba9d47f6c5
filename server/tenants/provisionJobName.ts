/** The pg-boss queue of workspace builds, one job per owner at a time (singletonKey: the user id). */
export const PROVISION_TENANT_JOB = 'tenant.provision';
